import { z } from 'zod';
import { messages } from '../messages';
import { currencyCode, decimalString, requiredDecimal } from './common';
import { rateRejectionSchema } from './live-mode';

/**
 * A currency as the API returns it (spec §3): `value` code, `label` country name, `Rate` units per 1 GBP,
 * `Sell` / `Buy` percent margins. Decimal strings, never floats.
 */
export const currencySchema = z.object({
  value: currencyCode,
  label: z.string().min(1),
  Rate: decimalString,
  Sell: decimalString,
  Buy: decimalString,
  /** ISO date-time the rate, margins or name were last set (the dashboard's Last changed). */
  updatedAt: z.string(),
  /** True for the seeded sample rates, until staff or the rate service set a real one. */
  sample: z.boolean(),
  /**
   * The market rate over the last 7 days (rate-history.ts rateTrend): `up` when the pound buys more. Only the
   * public list carries it (computed into its snapshot), so a rates page needs no request per row.
   */
  trend7d: z.enum(['up', 'down', 'flat']).optional(),
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyListSchema = z.array(currencySchema);

const label = z
  .string({ error: messages.countryNameRequired })
  .trim()
  .min(1, messages.countryNameRequired)
  .max(100, messages.countryNameTooLong(100));

/** POST /AddCurrency. `Rate` may be sent but the server looks the market rate up itself. */
/**
 * Sent as true once staff confirmed margins that lose the branch money (core margin-check.ts): without it the
 * server refuses them (422), whoever calls.
 */
const confirmLoss = z.literal(true).optional();

/** The two margins, in percent; a form or client that leaves one out is told which. */
const sellMargin = requiredDecimal('Sell margin is required');
const buyMargin = requiredDecimal('Buy margin is required');

export const addCurrencyRequestSchema = z.object({
  value: currencyCode,
  label,
  Sell: sellMargin,
  Buy: buyMargin,
  Rate: decimalString.optional(),
  confirmLoss,
});
export type AddCurrencyRequest = z.infer<typeof addCurrencyRequestSchema>;

/** PUT /updateCurrency/{code}. */
export const updateCurrencyRequestSchema = z.object({
  value: currencyCode.optional(),
  label,
  Sell: sellMargin,
  Buy: buyMargin,
  confirmLoss,
});
export type UpdateCurrencyRequest = z.infer<typeof updateCurrencyRequestSchema>;

/**
 * PUT /UpdateCurrencyPrice/{value}: save the market rate the server looks up itself (a sent `Rate` is ignored).
 * `acceptRate` accepts a rate the service gives that moved too far from the last one (see rate-check.ts).
 */
export const updateCurrencyPriceRequestSchema = z.object({
  Rate: decimalString.optional(),
  acceptRate: z.string().trim().min(1).max(40).optional(),
});
export type UpdateCurrencyPriceRequest = z.infer<typeof updateCurrencyPriceRequestSchema>;

/**
 * The server's answer to a rate lookup (the dashboard's Check button). `rejected` says why the rate found would
 * not be stored (it moved too far from the last one): staff may accept it with UpdateCurrencyPrice.
 */
export const rateLookupSchema = z.object({
  value: currencyCode,
  Rate: decimalString,
  rejected: rateRejectionSchema.optional(),
});
export type RateLookup = z.infer<typeof rateLookupSchema>;

/** GET /upsell: the original product fetched this and ignored it; here it is a defined, empty offer list. */
export const upsellSchema = z.object({ Upsell: z.array(z.string()) });
export type Upsell = z.infer<typeof upsellSchema>;
