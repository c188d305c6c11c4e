import { Hono } from 'hono';
import { orderRequestSchema, orderSchema } from '@tm/core';
import { readJson } from '../../http/body';
import { badRequest } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import type { AppEnv } from '../../http/types';
import { registerRoute } from '../../openapi/registry';
import { placeOrder } from './place-order';

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
    // Per address and per customer email (ORDER_LIMIT_PER_*): a flood is refused before any work.
    await reserveFor(c, c.var.deps, 'order', input.Email);
    const { order, replayed } = await placeOrder(c.var.deps, input, {
      idempotencyKey: key,
      userId: c.get('userId'),
    });
    if (replayed) c.header('idempotent-replayed', 'true');
    // A replay answers exactly like the original (status and body), as idempotency keys do elsewhere.
    return c.json(order, 201);
  });
}
