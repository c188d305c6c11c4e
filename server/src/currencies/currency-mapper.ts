import type { Currency } from '@tm/core';
import type { currencies } from '../db/schema';

export type CurrencyRow = typeof currencies.$inferSelect;

/** "1.165000" -> "1.1650": numeric(18,6) from the database, shown with at least 4 decimals like every rate. */
export function trimRate(value: string): string {
  const [whole = '0', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(4, '0')}`;
}

/** "-1.1000" -> "-1.1", "1.0000" -> "1": margins as staff typed them. */
export function trimMargin(value: string): string {
  if (!value.includes('.')) return value;
  const out = value.replace(/0+$/, '').replace(/\.$/, '');
  return out === '-0' ? '0' : out;
}

/**
 * A currency as the API returns it (spec §3 names), plus `name` for pickers ("EUR Euro"). With the bundled
 * sample provider in use every rate is a sample (live mode "refreshes" from it too), so `sample` says so.
 * Every answer says which provider is in use: a default here let the dashboard's rate check answer
 * `sample: false` for the rate the public list calls a sample.
 */
export function toApiCurrency(row: CurrencyRow, sampleProvider: boolean): Currency & { name: string } {
  return {
    value: row.code,
    label: row.label,
    name: row.name,
    Rate: trimRate(row.rate),
    Sell: trimMargin(row.sellMargin),
    Buy: trimMargin(row.buyMargin),
    updatedAt: row.updatedAt.toISOString(),
    sample: row.sample || sampleProvider,
  };
}
