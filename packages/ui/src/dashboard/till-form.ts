import type { TillCountRequest, TillDay } from '@tm/core';

/** One currency's inputs on the Close of day screen: what staff type, kept as text until saved. */
export interface TillInput {
  code: string;
  openingFloat: string;
  deliveries: string;
  counted: string;
}

/** The saved till as the screen's inputs (a counted amount not yet entered is an empty box). */
export const inputsOf = (till: TillDay): TillInput[] =>
  till.rows.map((r) => ({
    code: r.code,
    openingFloat: r.openingFloat,
    deliveries: r.deliveries,
    counted: r.counted ?? '',
  }));

/** What PUT /till is sent: the server validates it again (core tillCountRequestSchema) and does the sums. */
export const countsOf = (day: string, inputs: TillInput[]): TillCountRequest => ({
  day,
  counts: inputs.map((i) => ({
    code: i.code,
    openingFloat: i.openingFloat.trim() || '0',
    deliveries: i.deliveries.trim() || '0',
    counted: i.counted.trim() === '' ? null : i.counted.trim(),
  })),
});
