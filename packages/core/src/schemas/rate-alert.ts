import { z } from 'zod';
import { messages } from '../messages';
import { currencyCode } from './common';
import { WAYS } from '../ways';

/** A 4-dp customer rate: positive, at most 4 decimals, and small enough for the numeric(18,4) column. */
export const alertTargetSchema = z
  .union([z.string(), z.number()], { error: messages.rateAlertTargetFormat })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      // Said once: a target that is no number stops here, before the check that it is above 0.
      .regex(/^\d{1,12}(\.\d{1,4})?$/, { error: messages.rateAlertTargetFormat, abort: true })
      .refine((v) => /[1-9]/.test(v), messages.rateAlertTargetFormat),
  )
  // One spelling per rate ("01.2" and "1.2000" are the same target), as the column stores it; no float.
  .transform((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(4, '0')}`;
  });

/**
 * POST /rateAlerts: "tell me when…" with only an email (issue 19). `way` is the way of an order: `buy` is
 * Click & Collect (fires when £1 buys at least `target`), `sell` is Click & Sell (fires when the Sell rate is
 * at most `target`, i.e. selling pays at least as much). The target must be within 20% of today's rate.
 */
export const rateAlertRequestSchema = z.object({
  email: z
    .string({ error: messages.enterEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email(messages.enterValidEmail))
    .pipe(z.string().max(254, messages.enterValidEmail)),
  code: currencyCode,
  way: z.enum(WAYS, { error: messages.rateAlertWay }),
  target: alertTargetSchema,
});
export type RateAlertRequest = z.input<typeof rateAlertRequestSchema>;

/** POST /rateAlerts: accepted; the confirmation email is on its way. */
export const rateAlertCreatedSchema = z.object({ message: z.string() });

/** A confirm or unsubscribe link's token, as the page posts it (43 base64url characters). */
export const rateAlertTokenSchema = z
  .string({ error: messages.rateAlertLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, messages.rateAlertLinkInvalid);

export const rateAlertTokenRequestSchema = z.object({ token: rateAlertTokenSchema });

/** What confirming or stopping an alert did, and which alert it was (never its email). */
export const rateAlertActionResultSchema = z.object({
  message: z.string(),
  alert: z
    .object({
      code: z.string(),
      way: z.enum(WAYS),
      target: z.string(),
      status: z.enum(['pending', 'active', 'fired', 'unsubscribed']),
    })
    .nullable(),
});
export type RateAlertActionResult = z.infer<typeof rateAlertActionResultSchema>;
