import type { Order } from '@tm/core';
import type { RepricedLine } from '@tm/offline';
import type { Details, DetailsErrors } from './details-validation';
import { EMPTY_DETAILS } from './empty-details';
import type { RefusalPlace } from './refusal';

/** What placing gave: the stored order (step 3 shows it), or an order waiting in the offline outbox. */
export type Placed =
  { kind: 'delivered'; order: Order; repricing: RepricedLine[] } | { kind: 'queued'; key: string };

/**
 * The purchase flow (spec §4) in one value. Which of steps 1 and 2 shows is the URL's (`?step=2`), so the
 * browser's Back and Forward move between them; step 3 is the `placed` phase, so it can never show
 * without an order, nor an order without it.
 */
export interface PurchaseFlow {
  point: string;
  details: Details;
  /** True once the draft kept on this device (see purchase-draft.ts) has been read back. */
  draftRead: boolean;
  pointError: string | null;
  cartError: string | null;
  submitError: string | null;
  /** What the server said about step 2's fields, shown under each until that field is changed. */
  fieldErrors: DetailsErrors;
  phase: { name: 'editing' } | { name: 'sending' } | { name: 'placed'; placed: Placed };
}

export type PurchaseEvent =
  | { type: 'draftRead'; draft: { point: string; details: Details; refusal?: RefusalPlace } | null }
  | { type: 'pointChosen'; point: string }
  | { type: 'detailsTyped'; details: Details }
  | { type: 'signedInEmail'; email: string }
  | { type: 'nextChecked'; pointError: string | null; cartError: string | null }
  | { type: 'lineAdded' }
  | { type: 'sent' }
  | { type: 'placed'; placed: Placed }
  | { type: 'refused'; place: RefusalPlace }
  | { type: 'startedOver' };

export const NEW_PURCHASE: PurchaseFlow = {
  point: '',
  details: EMPTY_DETAILS,
  draftRead: false,
  pointError: null,
  cartError: null,
  submitError: null,
  fieldErrors: {},
  phase: { name: 'editing' },
};

/** The refusal's messages where it puts them. */
const refusedAt = (state: PurchaseFlow, place: RefusalPlace): PurchaseFlow => ({
  ...state,
  pointError: place.pointError,
  cartError: place.cartError,
  submitError: place.message,
  fieldErrors: place.fields,
  phase: { name: 'editing' },
});

/**
 * The field errors of the fields that still hold what the server refused; the same object when none changed,
 * so the form does not take it as a new refusal (and move focus) at each keystroke elsewhere.
 */
function unchanged(errors: DetailsErrors, before: Details, after: Details): DetailsErrors {
  const fields = Object.keys(errors) as (keyof Details)[];
  if (fields.every((f) => before[f] === after[f])) return errors;
  return Object.fromEntries(fields.filter((f) => before[f] === after[f]).map((f) => [f, errors[f]]));
}

export function purchaseFlow(state: PurchaseFlow, event: PurchaseEvent): PurchaseFlow {
  switch (event.type) {
    case 'draftRead': {
      if (!event.draft) return { ...state, draftRead: true };
      const { refusal, ...draft } = event.draft;
      const read = { ...state, ...draft, draftRead: true };
      return refusal ? refusedAt(read, refusal) : read;
    }
    case 'pointChosen':
      return { ...state, point: event.point, pointError: null };
    case 'detailsTyped':
      return {
        ...state,
        details: event.details,
        fieldErrors: unchanged(state.fieldErrors, state.details, event.details),
      };
    case 'signedInEmail':
      // A signed-in customer's address, offered where nothing is typed yet; never over what they typed.
      if (state.details.email !== '' || event.email === '') return state;
      return { ...state, details: { ...state.details, email: event.email } };
    case 'nextChecked':
      return { ...state, pointError: event.pointError, cartError: event.cartError, submitError: null };
    case 'lineAdded':
      return { ...state, cartError: null };
    case 'sent':
      return { ...state, submitError: null, fieldErrors: {}, phase: { name: 'sending' } };
    case 'placed':
      // The details go with the order: the next one starts from an empty form.
      return { ...state, details: EMPTY_DETAILS, phase: { name: 'placed', placed: event.placed } };
    case 'refused':
      return refusedAt(state, event.place);
    case 'startedOver':
      return { ...NEW_PURCHASE, point: state.point, draftRead: true };
  }
}
