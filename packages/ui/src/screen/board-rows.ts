import { customerRate } from '@tm/core/money';
import type { Currency } from '@tm/core';

/** One line of the board: what a customer standing three metres away needs, already formatted. */
export interface BoardRow {
  code: string;
  country: string;
  /** Emoji flag, or null when the code names no single country (XAF, XCD...): the row shows a badge. */
  flag: string | null;
  /** Click & Sell rate: what the bureau gives per GBP when it buys the customer's currency. */
  weBuy: string;
  /** Click & Collect rate: what the customer gets per GBP when buying. */
  weSell: string;
}

const REGIONAL_A = 0x1f1e6;

/**
 * ISO 4217 codes start with the ISO 3166 country code (GBP → GB, USD → US, EUR → EU), so the first two
 * letters make the regional-indicator flag. X-codes are supranational (gold, SDR, CFA francs): no flag.
 */
export function flagEmoji(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code) || code.startsWith('X')) return null;
  return String.fromCodePoint(REGIONAL_A + code.charCodeAt(0) - 65, REGIONAL_A + code.charCodeAt(1) - 65);
}

/** Rows in board order: the featured codes first (in their order), then the rest as the API lists them. */
export function boardRows(currencies: readonly Currency[], featured: readonly string[]): BoardRow[] {
  const byCode = new Map(currencies.map((c) => [c.value, c]));
  const first = featured.map((code) => byCode.get(code)).filter((c): c is Currency => c !== undefined);
  const chosen = new Set(first.map((c) => c.value));
  const ordered = [...first, ...currencies.filter((c) => !chosen.has(c.value))];
  const rows: BoardRow[] = [];
  for (const c of ordered) {
    try {
      rows.push({
        code: c.value,
        country: c.label,
        flag: flagEmoji(c.value),
        weBuy: customerRate(c, 'sell'),
        weSell: customerRate(c, 'buy'),
      });
    } catch {
      // A currency with an unusable rate (a margin of -100%) is left off the board rather than breaking it.
    }
  }
  return rows;
}

/** Splits rows into pages of `perPage`; always at least one (possibly empty) page. */
export function paginate<T>(rows: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
}

export interface BoardLayout {
  columns: number;
  rowsPerColumn: number;
  /** Height of one row in vmin: the rows share the height left under the header, whatever their number. */
  rowVmin: number;
}

/** The height the rows share, in vmin (the short side): what is left under the header and above the footer. */
const ROWS_AREA_VMIN = { landscape: 67.2, portrait: 134.4 } as const;

/**
 * What the lost-contact warning takes beyond the footer's usual height (footer.css: two lines of 3.6 vmin text
 * with its padding and border in landscape, three in portrait, where the short side is the width): the rows
 * give it up, so no rate is hidden behind the warning.
 */
const STALE_EXTRA_VMIN = { landscape: 7.2, portrait: 12 } as const;

/**
 * How the board is laid out on a given screen: two columns of 10 side by side on a landscape TV, one column
 * of 20 on a portrait one, unless the address says otherwise; the rows share the height left, so any number
 * of rows fits the screen and the text scales with the row. While the lost-contact warning shows (`stale`),
 * the rows shrink to leave it room.
 */
export function boardLayout(
  width: number,
  height: number,
  wanted: { rowsPerColumn: number | null; columns: number | null } = { rowsPerColumn: null, columns: null },
  stale = false,
): BoardLayout {
  const landscape = width >= height;
  const orientation = landscape ? 'landscape' : 'portrait';
  const columns = wanted.columns ?? (landscape ? 2 : 1);
  const rowsPerColumn = wanted.rowsPerColumn ?? (landscape ? 10 : 20);
  const area = ROWS_AREA_VMIN[orientation] - (stale ? STALE_EXTRA_VMIN[orientation] : 0);
  return { columns, rowsPerColumn, rowVmin: Math.round((area / rowsPerColumn) * 100) / 100 };
}
