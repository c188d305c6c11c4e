import type { ErrorIssue } from '@tm/core';
import type { Details, DetailsErrors } from './details-validation';

/** Where a refused order is corrected: the field errors of step 2, or step 1's select, cart or top line. */
export interface RefusalPlace {
  step: 1 | 2;
  /** Step 2: the server's message under each field it named. */
  fields: DetailsErrors;
  /** Step 1: under the collection point select. */
  pointError: string | null;
  /** Step 1: in the Order Summary (the lines, their way). */
  cartError: string | null;
  /** Step 1: above the form, when the server named no field (a 422, a 409, a failure). */
  message: string | null;
}

/** The order request's fields (spec §3) that step 2's form fills, one for one. */
const DETAILS_OF: Record<string, keyof Details> = {
  Email: 'email',
  Phone_Number: 'phone',
  Address: 'address',
};

/** Name is the first and last names joined: a problem with it is shown on the longer one, the likely cause. */
const nameField = (d: Details): keyof Details =>
  d.lastName.trim().length > d.firstName.trim().length ? 'lastName' : 'firstName';

/**
 * The server's refusal (its message and the `issues` of the error envelope, each with the request field it
 * names) mapped to the place the customer corrects it. Step 1 comes first when both steps are named, as the
 * customer meets it first; with no field named, the message shows above step 1 (spec §4: "An error during
 * submission returns to step 1").
 */
export function placeRefusal(message: string, issues: readonly ErrorIssue[], details: Details): RefusalPlace {
  const place: RefusalPlace = { step: 2, fields: {}, pointError: null, cartError: null, message: null };
  for (const { path, message: text } of issues) {
    const head = String(path[0] ?? '');
    if (head === 'CheckingPoint') place.pointError ??= text;
    else if (head === 'Orders' || head === 'status' || head === 'title') place.cartError ??= text;
    else {
      const field = head === 'Name' ? nameField(details) : DETAILS_OF[head];
      if (field && place.fields[field] === undefined) place.fields[field] = text;
    }
  }
  const named = Object.keys(place.fields).length > 0;
  if (place.pointError !== null || place.cartError !== null) return { ...place, step: 1, fields: {} };
  if (named) return place;
  return { ...place, step: 1, message };
}
