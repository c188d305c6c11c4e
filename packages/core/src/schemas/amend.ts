import { z } from 'zod';
import { validateAmount } from '../amount';
import { currencyCode, numberAsText } from './common';
import { MAX_CART_LINES } from '../constants';
import { messages } from '../messages';

/**
 * PUT /amendOrder/{id} (issue 30, `orders.amend`): a cashier changes the amounts of an order's lines before
 * it is completed, one entry per line of the order, by its foreign currency's code. `currencyTake` is what the
 * customer gives, as when placing (GBP for Collect, the foreign amount for Sell); the server reprices. `was` is
 * the amount the cashier's screen showed for that line (the order's `currencyTake`): when the order no longer
 * has it, another cashier changed the order meanwhile, and the change is refused (409) rather than written over
 * theirs unseen, as two accepts of one order are.
 */
/** An amount as placing takes it: text, or a JSON number normalised to text first (docs/api.md). */
const amendAmount = (missing?: string) =>
  numberAsText(missing).refine((a) => validateAmount(a) === null, messages.correctAmount);

export const amendOrderRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        code: currencyCode,
        currencyTake: amendAmount(messages.correctAmount),
        was: amendAmount('Say the amount the order had when you opened it (its currencyTake)'),
      }),
    )
    .min(1, messages.addCurrencyItem)
    .max(MAX_CART_LINES, messages.clearCart)
    .refine((lines) => new Set(lines.map((l) => l.code)).size === lines.length, {
      message: 'Each currency once',
    }),
  /** Why, for the audit log (say "customer asked for €100 more"). */
  note: z.string().trim().max(500, 'Keep the note to 500 characters').optional(),
});
export type AmendOrderRequest = z.infer<typeof amendOrderRequestSchema>;

/** Which rate an amended order was repriced at: the one it was guaranteed, or today's (the guarantee ended). */
export const amendRateSchema = z.enum(['guaranteed', 'today']);
export type AmendRate = z.infer<typeof amendRateSchema>;
