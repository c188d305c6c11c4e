import { labels } from '@tm/core/labels';

/**
 * The board's words. The column headings are the catalogue's; the rest is the board's own (the spec does not
 * word the wall display), kept together here so it reads as one voice.
 */
export const screenText = {
  title: 'Today’s Exchange Rates',
  branch: 'Travel Money · Dagenham branch',
  currency: 'Currency',
  weBuy: labels.exchangeRates.buyPrice,
  weSell: labels.exchangeRates.sellPrice,
  perPound: 'per £1',
  updated: (when: string) => `Rates updated ${when}`,
  stale: (since: string) =>
    `Rates may be out of date: offline since ${since}. Please ask staff for today’s rate.`,
  waiting: 'Loading today’s rates…',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  staff: 'Staff',
} as const;
