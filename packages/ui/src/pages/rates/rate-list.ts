import { MOBILE_LABEL_MAX_CHARS, RATE_LIST_INITIAL_ROWS, RATE_LIST_TOGGLE_ABOVE } from '@tm/core/constants';
import type { Currency } from '@tm/core';
import { matchesCountryOrSymbol } from '@tm/core/currency-search';
import { currencyName } from '../../components/currency-name';

/**
 * Search on the code, the country and the currency's own name ("yen", "Swiss", "krona"), case-insensitively:
 * the box says 'Enter currency name' (spec §2), so a name must find its currency. Any country using it
 * ("Spain" finds EUR) and its symbol ("¥", "$", "€") find it too (core currency-search.ts).
 */
export function searchCurrencies(list: Currency[], query: string): Currency[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  return list.filter(
    (c) =>
      [c.value, c.label, currencyName(c.value, c.label)].some((text) => text.toLowerCase().includes(q)) ||
      matchesCountryOrSymbol(c.value, query),
  );
}

/** "1 currency found", "12 currencies found". */
export const foundText = (n: number) => `${n} ${n === 1 ? 'currency' : 'currencies'} found`;

/**
 * The 12 / Show All rule of docs/pricing.md: above 20 rows show 12 and offer the toggle; with 20 or fewer,
 * show them all and no toggle, so no row is ever out of reach.
 */
export function visibleRows<T>(rows: T[], showAll: boolean): { rows: T[]; toggle: boolean } {
  const toggle = rows.length > RATE_LIST_TOGGLE_ABOVE;
  return { rows: toggle && !showAll ? rows.slice(0, RATE_LIST_INITIAL_ROWS) : rows, toggle };
}

/** The mobile label, cut after 30 characters with an ellipsis (the full text stays available to assistive tech). */
export function mobileLabel(label: string): string {
  const chars = Array.from(label);
  return chars.length > MOBILE_LABEL_MAX_CHARS
    ? `${chars.slice(0, MOBILE_LABEL_MAX_CHARS).join('')}…`
    : label;
}

/**
 * The country letters of a code (EUR -> EU) for the round badge beside each currency. Flag emoji are not
 * used: Windows and many Linux desktops draw them as two boxed letters anyway.
 */
export function countryBadge(code: string): string {
  const letters = code.slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(letters) ? letters : '';
}
