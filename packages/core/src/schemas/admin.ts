import { z } from 'zod';
import { amountText } from './common';
import { contactMessageSchema } from './contact';
import { currencySchema } from './currency';
import { orderSchema } from './order';

/**
 * The answers of the staff (Admin) calls beyond the plain lists, one shape each: the server's route
 * definitions document and type their answers with these, and the dashboard parses them with the same.
 */

/**
 * GET /stats: live orders by status, orders per London day over the last 30 days (every day, oldest first), and
 * the GBP volume of each way as decimal strings.
 */
export const statsSchema = z.object({
  Pending: z.number().int(),
  Accepted: z.number().int(),
  Completed: z.number().int(),
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  volumeByWay: z.object({ buy: z.string(), sell: z.string() }),
});
export type Stats = z.infer<typeof statsSchema>;

/** PUT /liveMode. */
export const liveModeRequestSchema = z.object({ on: z.boolean({ error: 'on must be true or false' }) });

/** Accept, complete and delete answer the spec's message and the order as it now is. */
export const orderActionResultSchema = z.object({ message: z.string(), order: orderSchema });

/** AddCurrency, updateCurrency and UpdateCurrencyPrice answer the spec's message and the currency. */
export const currencyChangeResultSchema = z.object({ message: z.string(), currency: currencySchema });

/** currencyDelete answers the spec's dialog title and text. */
export const currencyDeletedSchema = z.object({ title: z.string(), text: z.string() });

export const contactMessageListSchema = z.array(contactMessageSchema);

/**
 * One open order on the Today screen: who, what way, its lines (the amount and notes staff hand over), when
 * placed, and until when its rate is guaranteed.
 */
export const todayOrderSchema = orderSchema
  .pick({
    _id: true,
    Order_Id: true,
    Name: true,
    Email: true,
    Phone_Number: true,
    title: true,
    status: true,
    Status: true,
    time: true,
    cdd: true,
    Orders: true,
  })
  .extend({
    guaranteedUntil: z.string(),
    /**
     * The branch is shut at `guaranteedUntil` by its hours as they are now (changed after the order was placed,
     * core shutAt): staff phone the customer to arrange collection.
     */
    shutAtHoldEnd: z.boolean(),
  });
export type TodayOrder = z.infer<typeof todayOrderSchema>;

/**
 * What the till needs for one currency over the open (Pending and Accepted) orders, each line split into notes
 * as its customer was told (core's `tillLines`): for Click & Collect the notes to hand over, the GBP paid back
 * (the part below the smallest note) and the GBP the customers pay; for Click & Sell the notes coming in and
 * the GBP to pay out. Amounts are 2-dp decimal text.
 */
export const tillLineSchema = z.object({
  code: z.string(),
  collectNotes: amountText,
  collectGbpBack: amountText,
  collectGbp: amountText,
  collectOrders: z.number().int(),
  sellNotes: amountText,
  sellGbp: amountText,
  sellOrders: z.number().int(),
});
export type TillLine = z.infer<typeof tillLineSchema>;

/** GET /today: the day's work, oldest first, and the till per currency. */
export const todaySchema = z.object({
  pending: z.array(todayOrderSchema),
  awaitingCollection: z.array(todayOrderSchema),
  till: z.array(tillLineSchema),
});
export type Today = z.infer<typeof todaySchema>;

/**
 * GET /orderTimeline/{id}: an order's story for the details screen, oldest first — placed, each staff action
 * from the audit log (who, when), expiry, and each email with what became of it.
 */
export const orderTimelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum([
    'placed',
    'walk-in',
    'accepted',
    'amended',
    'completed',
    'deleted',
    'expired',
    'cancelled',
    'email',
  ]),
  /** What happened, in one line staff can read aloud ("Accepted by anna@branch.local"). */
  text: z.string(),
  /** Staff email, 'system' for the server's own jobs, null for the customer. */
  actor: z.string().nullable(),
});
export type OrderTimelineEvent = z.infer<typeof orderTimelineEventSchema>;

export const orderTimelineSchema = z.object({
  Order_Id: z.string(),
  events: z.array(orderTimelineEventSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;
