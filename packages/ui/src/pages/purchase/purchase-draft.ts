import type { Details } from './details-validation';
import { EMPTY_DETAILS } from './empty-details';
import type { RefusalPlace } from './refusal';

/**
 * What the customer has chosen and typed in the purchase flow, kept in this tab's session storage until the
 * order is placed, so the browser's Back, Forward and a reload lose nothing. Session storage, not local: the
 * details (name, email, phone, address) leave with the tab and never reach another one.
 */
const KEY = 'tm.purchaseDraft';

export interface PurchaseDraft {
  point: string;
  details: Details;
  /**
   * Set when a refused order is taken back to be corrected (My orders): the page opens with the server's
   * messages on the fields they name. The page's own saves leave it out, so it shows once.
   */
  refusal?: RefusalPlace;
}

/** Every field of the form, with its type: anything else is not a draft of this form. */
const isDetails = (v: Record<string, unknown>): v is Record<string, unknown> & Details =>
  (Object.keys(EMPTY_DETAILS) as (keyof Details)[]).every((k) => typeof v[k] === typeof EMPTY_DETAILS[k]);

/** The shape placeRefusal() makes; written by this app, so a light check is enough. */
const isRefusal = (v: unknown): v is RefusalPlace =>
  typeof v === 'object' &&
  v !== null &&
  ((v as RefusalPlace).step === 1 || (v as RefusalPlace).step === 2) &&
  typeof (v as RefusalPlace).fields === 'object';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage can be switched off; the flow then simply keeps nothing.
  }
}

export function readDraft(): PurchaseDraft | null {
  try {
    const text = storage()?.getItem(KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as {
      point?: unknown;
      details?: Record<string, unknown> | null;
      refusal?: RefusalPlace;
    };
    const { point, details, refusal } = draft;
    if (typeof point !== 'string' || typeof details !== 'object' || details === null) return null;
    if (!isDetails(details)) return null;
    const read: PurchaseDraft = { point, details: { ...EMPTY_DETAILS, ...details } };
    return isRefusal(refusal) ? { ...read, refusal } : read;
  } catch {
    return null;
  }
}

export function saveDraft(draft: PurchaseDraft): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or switched off: nothing is kept, as before.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // As above.
  }
}
