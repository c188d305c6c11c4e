import type { Details } from './details-validation';
import { EMPTY_DETAILS } from './empty-details';

/**
 * What the customer has chosen and typed in the purchase flow, kept in this tab's session storage until the
 * order is placed, so the browser's Back, Forward and a reload lose nothing. Session storage, not local: the
 * details (name, email, phone, address) leave with the tab and never reach another one.
 */
const KEY = 'tm.purchaseDraft';

export interface PurchaseDraft {
  point: string;
  details: Details;
}

/** Every field of the form, with its type: anything else is not a draft of this form. */
const isDetails = (v: Record<string, unknown>): v is Record<string, unknown> & Details =>
  (Object.keys(EMPTY_DETAILS) as (keyof Details)[]).every((k) => typeof v[k] === typeof EMPTY_DETAILS[k]);

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
    const draft = JSON.parse(text) as { point?: unknown; details?: Record<string, unknown> | null };
    const { point, details } = draft;
    if (typeof point !== 'string' || typeof details !== 'object' || details === null) return null;
    return isDetails(details) ? { point, details: { ...EMPTY_DETAILS, ...details } } : null;
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
