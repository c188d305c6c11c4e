import { customerDetailsSchema } from '@tm/core/schemas';

export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
  terms: boolean;
}

export type DetailsErrors = Partial<Record<keyof Details, string>>;

/** Field order, so focus goes to the first problem on the page. */
export const DETAILS_FIELDS: (keyof Details)[] = [
  'firstName',
  'lastName',
  'email',
  'address',
  'phone',
  'terms',
];

const isField = (key: unknown): key is keyof Details => DETAILS_FIELDS.includes(key as keyof Details);

/**
 * The details form's rules (spec §5) are the order's own (`customerDetailsSchema` in @tm/core, which the
 * server's order schema is built from): every field required and within the length the server keeps, the
 * email an email, the phone a phone number, and the terms ticked, else messages.agreeToTerms. One message
 * per field, the first its rules give.
 */
export function validateDetails(d: Details): DetailsErrors {
  const result = customerDetailsSchema.safeParse(d);
  const errors: DetailsErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function firstInvalid(errors: DetailsErrors): keyof Details | undefined {
  return DETAILS_FIELDS.find((f) => errors[f] !== undefined);
}
