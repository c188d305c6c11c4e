import { z } from 'zod';
import { branchSchema } from './branch';
import { numberAsText, waySchema, wayTitleSchema } from './common';
import { cartLineSchema, orderStatusSchema } from './order';

/**
 * Tracking: what a customer sends to find their order, to cancel it and to follow it live, and what
 * they are shown of it. The number and the email are the proof; nothing of the staff or other customers.
 */

/** POST /track: the order number and the email it was placed with; nothing else identifies a customer. */
export const trackRequestSchema = z.object({
  // Digits sent as a JSON number are the same order number (as amounts are normalised, docs/api.md).
  Order_Id: numberAsText('Enter your order number').pipe(
    z.string().regex(/^\d{8}$/, 'Your order number has 8 digits'),
  ),
  Email: z
    .string({ error: 'Enter an email' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter the email you ordered with')),
});
export type TrackRequest = z.infer<typeof trackRequestSchema>;

/** POST /track/cancel: the same proof as tracking (the number and its email), nothing else. */
export const trackCancelRequestSchema = trackRequestSchema;

/** What cancelling answers: no more of the order than its number and new status (the page tracks it again). */
export const trackCancelResultSchema = z.strictObject({
  message: z.string(),
  Order_Id: z.string(),
  Status: orderStatusSchema,
});
export type TrackCancelResult = z.infer<typeof trackCancelResultSchema>;

/** GET /track/events: the order to follow and the watch token tracking gave for it. */
export const trackEventsQuerySchema = z.object({
  order: z.string().regex(/^\d{8}$/, 'Your order number has 8 digits'),
  token: z.string().max(80),
});

/** A step of an order's life, as its customer may see it (never who on the staff did it). */
export const trackEventSchema = z.strictObject({
  what: z.enum(['Placed', 'Accepted', 'Completed', 'Cancelled', 'Cancelled by the branch', 'Expired']),
  at: z.string(),
});

/**
 * What every customer view of an order shows: its number, status, way, collection point, when it was placed and
 * its lines. No internal id, no other customer's data, no staff names.
 */
const customerOrderSchema = z.strictObject({
  Order_Id: z.string(),
  Status: orderStatusSchema,
  status: waySchema,
  title: wayTitleSchema,
  CheckingPoint: z.string(),
  time: z.string(),
  Orders: z.array(cartLineSchema),
});

/**
 * What tracking shows a customer: the customer's view of the order with its branch, when its rate guarantee
 * ends, and its timeline.
 */
export const trackedOrderSchema = customerOrderSchema.extend({
  /** The collection point's row: where to collect, its phone and opening hours. */
  branch: branchSchema,
  /** When its lines were last priced (see orderSchema.pricedAt); the hold runs from it. */
  pricedAt: z.string().optional(),
  guaranteedUntil: z.string(),
  events: z.array(trackEventSchema),
  /**
   * Set when the branch cancelled the order (issue 29; Status is then 'Cancelled'): the reason when the
   * customer may be told it (core customerCancelReason), else null.
   */
  cancelledByBranch: z.strictObject({ reason: z.string().nullable() }).optional(),
  /**
   * Lets this page follow the order live (GET /track/events) for a couple of hours: a signed token, so the
   * stream tells nothing to someone who knows only the order number.
   */
  watchToken: z.string(),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/**
 * GET /account/orders: the signed-in customer's orders on any device, newest first: those placed signed in to
 * the account, and those placed with its email once that email is verified (ownership proven). The customer's
 * view of each, as tracking starts with it (a branch cancellation reads Cancelled); tracking has the rest.
 */
export const accountOrderSchema = customerOrderSchema;
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const accountOrdersSchema = z.strictObject({
  orders: z.array(accountOrderSchema),
  /** True when there are more than the newest ACCOUNT_ORDERS_SHOWN: older ones are found by tracking. */
  more: z.boolean(),
});
export type AccountOrders = z.infer<typeof accountOrdersSchema>;
