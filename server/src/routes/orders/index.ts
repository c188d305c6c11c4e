import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { orderRequestSchema, orderSchema } from '@tm/core';
import { readJson } from '../../http/body';
import { ApiError, badRequest } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import type { AppEnv } from '../../http/types';
import { registerRoute } from '../../openapi/registry';
import { placeOrder } from './place-order';

/** True when an order with this Idempotency-Key is stored (a retry of it replays, writing nothing). */
async function isPlacedKey(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return Boolean(row?.orderId);
}

/** Client-made keys (UUIDs in practice); anything printable up to 200 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

registerRoute({
  method: 'post',
  path: '/Order',
  tag: 'orders',
  auth: 'public',
  summary: 'Places a Click & Collect or Click & Sell order (no login needed).',
  description:
    'Every line is priced again from the server\u2019s own rates: only the two codes and the amount the customer gives (currencyTake) are read; Rate, currencyMy, Order_Id, Status and email-row fields sent by the client are ignored. Send an Idempotency-Key header: a retry with the same key and body returns the same order (header idempotent-replayed: true); the same key with another body is 409. 422 for mixed ways, unknown currencies or bad amounts; 400 for schema failures (spec messages); 503 while the database is unavailable (retry with the same key); 429 with Retry-After past the per-address and per-email order limits (ORDER_LIMIT_PER_IP_PER_HOUR, ORDER_LIMIT_PER_EMAIL_PER_HOUR).',
  request: {
    body: orderRequestSchema,
    headers: { 'Idempotency-Key': 'A client-made unique key per order (8-200 printable characters)' },
  },
  responses: { 201: { description: 'The stored order', schema: orderSchema } },
});

export function orderRoutes() {
  return new Hono<AppEnv>().post('/Order', async (c) => {
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw badRequest('Idempotency-Key must be 8 to 200 printable characters.', 'bad_idempotency_key');
    }
    const input = await readJson(c, orderRequestSchema);
    const deps = c.var.deps;
    // Per address and per customer email (ORDER_LIMIT_PER_*): a flood is refused before any work. A retry of
    // an order already placed is not a new order: it is answered past the limit, and does not count.
    const reservation = await reserveFor(c, deps, 'order', input.Email).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.status === 429 && key && (await isPlacedKey(deps.db, key)))
        return null;
      throw error;
    });
    const { order, replayed } = await placeOrder(deps, input, {
      idempotencyKey: key,
      userId: c.get('userId'),
    });
    if (replayed) {
      await reservation?.cancel();
      c.header('idempotent-replayed', 'true');
    }
    // A replay answers exactly like the original (status and body), as idempotency keys do elsewhere.
    return c.json(order, 201);
  });
}
