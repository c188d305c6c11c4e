/**
 * The board's words. The price columns are core's PRICE_COLUMNS, as on the site; the rest is the board's own
 * (the spec does not word the wall display), kept together here so it reads as one voice.
 */
export const screenText = {
  title: 'Today’s Exchange Rates',
  branch: 'Travel Money · Dagenham branch',
  currency: 'Currency',
  perPound: 'per £1',
  updated: (when: string) => `Rates updated ${when}`,
  stale: (since: string) =>
    `Rates may be out of date: offline since ${since}. Please ask staff for today’s rate.`,
  waiting: 'Loading today’s rates…',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  staff: 'Staff',
} as const;
