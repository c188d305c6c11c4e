import type { Order } from '@tm/core';
import type { RepricedLine } from '@tm/offline';
import type { Details } from './details-validation';
import { EMPTY_DETAILS } from './empty-details';

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
  phase: { name: 'editing' } | { name: 'sending' } | { name: 'placed'; placed: Placed };
}

export type PurchaseEvent =
  | { type: 'draftRead'; draft: { point: string; details: Details } | null }
  | { type: 'pointChosen'; point: string }
  | { type: 'detailsTyped'; details: Details }
  | { type: 'nextChecked'; pointError: string | null; cartError: string | null }
  | { type: 'lineAdded' }
  | { type: 'sent' }
  | { type: 'placed'; placed: Placed }
  | { type: 'refused'; message: string }
  | { type: 'startedOver' };

export const NEW_PURCHASE: PurchaseFlow = {
  point: '',
  details: EMPTY_DETAILS,
  draftRead: false,
  pointError: null,
  cartError: null,
  submitError: null,
  phase: { name: 'editing' },
};

export function purchaseFlow(state: PurchaseFlow, event: PurchaseEvent): PurchaseFlow {
  switch (event.type) {
    case 'draftRead':
      return { ...state, ...event.draft, draftRead: true };
    case 'pointChosen':
      return { ...state, point: event.point, pointError: null };
    case 'detailsTyped':
      return { ...state, details: event.details };
    case 'nextChecked':
      return { ...state, pointError: event.pointError, cartError: event.cartError, submitError: null };
    case 'lineAdded':
      return { ...state, cartError: null };
    case 'sent':
      return { ...state, submitError: null, phase: { name: 'sending' } };
    case 'placed':
      // The details go with the order: the next one starts from an empty form.
      return { ...state, details: EMPTY_DETAILS, phase: { name: 'placed', placed: event.placed } };
    case 'refused':
      return { ...state, submitError: event.message, phase: { name: 'editing' } };
    case 'startedOver':
      return { ...NEW_PURCHASE, point: state.point, draftRead: true };
  }
}
