import { MOBILE_LABEL_MAX_CHARS, RATE_LIST_INITIAL_ROWS, RATE_LIST_TOGGLE_ABOVE } from './constants';

export interface RateListView<T> {
  rows: T[];
  /** Which toggle to offer: 'showAll' while collapsed, 'showLess' while expanded, null when there is none. */
  toggle: 'showAll' | 'showLess' | null;
}

/**
 * The rows an Exchange Rates list shows (docs/pricing.md "Lists"): the first 12, with a Show All / Show Less
 * toggle only above 20 rows. With 13 to 20 rows there is no toggle, so all of them show and none is out of reach.
 */
export function rateListView<T>(rows: readonly T[], expanded: boolean): RateListView<T> {
  if (rows.length <= RATE_LIST_TOGGLE_ABOVE) return { rows: [...rows], toggle: null };
  return expanded
    ? { rows: [...rows], toggle: 'showLess' }
    : { rows: rows.slice(0, RATE_LIST_INITIAL_ROWS), toggle: 'showAll' };
}

/** A country label for narrow screens: cut after 30 characters, with an ellipsis so the cut is visible. */
export function truncateMobileLabel(label: string): string {
  const chars = Array.from(label); // by code point, so no emoji or accent is split in half
  return chars.length > MOBILE_LABEL_MAX_CHARS
    ? `${chars.slice(0, MOBILE_LABEL_MAX_CHARS).join('')}…`
    : label;
}

/** The 'Find your Currency' search: matches the code or the country label, ignoring case and accents. */
export function matchesCurrencySearch(c: { value: string; label: string }, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const q = fold(query);
  return q === '' || fold(c.value).includes(q) || fold(c.label).includes(q);
}

/**
 * When the rates last changed: the newest `updatedAt` among the currencies (not when this device fetched them,
 * which says nothing about the rates; the offline notice tells that age).
 */
export function latestRateChange(currencies: readonly { updatedAt: string }[]): string | null {
  let latest: string | null = null;
  for (const c of currencies) if (latest === null || c.updatedAt > latest) latest = c.updatedAt;
  return latest;
}
