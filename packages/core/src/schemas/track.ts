import { z } from 'zod';
import { cartLineSchema, orderStatusSchema } from './order';
import { messages } from '../messages';
import { waySchema, wayTitleSchema } from './common';

/** POST /api/track body: the order number and the email it was placed with (compared trimmed, any case). */
export const trackRequestSchema = z.object({
  Order_Id: z
    .string()
    .trim()
    .regex(/^\d{8}$/, messages.trackOrderNumberInvalid),
  Email: z.string().trim().min(1, messages.trackEmailRequired).max(254),
});
export type TrackRequest = z.infer<typeof trackRequestSchema>;

/** One step of an order's life as the customer may see it: what happened and when (no actor). */
export const trackEventSchema = z
  .object({
    /** The status the order reached ('Pending' for placed). */
    status: orderStatusSchema,
    at: z.string(),
  })
  .strict();
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** A cart line without its client-side id: Currency / From / To / Rate. */
export const trackLineSchema = cartLineSchema.omit({ Id: true }).strict();

/**
 * An order as its customer may see it without an account: no internal ids, no name, phone, address or
 * staff emails. Strict, so a field added by mistake fails the route's own response check and the tests.
 */
export const trackedOrderSchema = z
  .object({
    Order_Id: z.string().regex(/^\d{8}$/),
    Status: orderStatusSchema,
    status: waySchema,
    title: wayTitleSchema,
    Orders: z.array(trackLineSchema),
    /** When the order was placed and priced. */
    time: z.string(),
    /** The priced time + 24 hours (domain-rules.md). */
    rateGuaranteedUntil: z.string(),
    CheckingPoint: z.string(),
    events: z.array(trackEventSchema),
  })
  .strict();
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
