import { z } from '@hono/zod-openapi';
import { orderRequestSchema, orderSchema } from '@tm/core';
import { json, jsonBody, publicRoute, routeGroup } from '../../http/openapi';
import { placeOrder } from './place-order';

const placeOrderRoute = publicRoute('orders', 'post', '/Order', {
  summary: 'Places a Click & Collect or Click & Sell order (no login needed).',
  description:
    'Every line is priced again from the server\u2019s own rates: only the two codes and the amount the customer gives (currencyTake) are read; Rate, currencyMy, Order_Id, Status and email-row fields sent by the client are ignored. Send an Idempotency-Key header: a retry with the same key and body returns the same order (header idempotent-replayed: true); the same key with another body is 409. 400 for an order that is malformed by itself (the spec\u2019s messages: missing fields, mixed ways, GBP on the wrong side, bad amounts); 422 for one refused against the server\u2019s state (an unknown or deleted currency, an amount worth nothing at today\u2019s rate); 503 while the database is unavailable (retry with the same key).',
  request: {
    headers: z.object({
      // Client-made keys (UUIDs in practice); anything printable up to 200 characters.
      'idempotency-key': z
        .string()
        .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key must be 8 to 200 printable characters.')
        .optional()
        .describe('A client-made unique key per order (8-200 printable characters)'),
    }),
    body: jsonBody(orderRequestSchema),
  },
  responses: { 201: json(orderSchema, 'The stored order') },
});

export function orderRoutes() {
  return routeGroup().openapi(placeOrderRoute, async (c) => {
    const { order, replayed } = await placeOrder(c.var.deps, c.req.valid('json'), {
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      userId: c.get('userId'),
    });
    if (replayed) c.header('idempotent-replayed', 'true');
    // A replay answers exactly like the original (status and body), as idempotency keys do elsewhere.
    return c.json(order, 201);
  });
}
