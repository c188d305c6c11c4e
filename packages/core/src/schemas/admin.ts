import { z } from 'zod';
import { contactMessageSchema } from './contact';
import { currencySchema } from './currency';
import { orderSchema } from './order';

/**
 * The answers of the staff (Admin) calls beyond the plain lists, one shape each: the server's route
 * definitions document and type their answers with these, and the dashboard parses them with the same.
 */

/**
 * GET /stats: live orders by status, orders per UTC day over the last 30 days (every day, oldest first), and
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
