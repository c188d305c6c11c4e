import { z } from '@hono/zod-openapi';
import { orderRequestSchema, orderRulesSchema, orderSchema } from '@tm/core';
import { ApiError } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { isPlacedKey } from '../../orders/idempotency';
import { placeOrder } from '../../orders/place-order';
import { isSampleProvider } from '../../rates/offline-provider';

const placeOrderRoute = publicRoute('orders', 'post', '/Order', {
  summary: 'Places a Click & Collect or Click & Sell order (no login needed).',
  description:
    'Every line is priced again from the server\u2019s own rates: only the two codes and the amount the customer gives (currencyTake) are read; Rate, currencyMy, Order_Id, Status and email-row fields sent by the client are ignored. Send an Idempotency-Key header: a retry with the same key and body returns the same order (header idempotent-replayed: true); the same key with another body is 409. 400 for an order that is malformed by itself (the spec\u2019s messages: missing fields, mixed ways, GBP on the wrong side, bad amounts) or whose CheckingPoint is not the slug of a branch (GET /branches); 422 for one refused against the server\u2019s state (an unknown or deleted currency, an amount worth nothing at today\u2019s rate, an order outside ORDER_MIN_GBP / ORDER_MAX_GBP with a message naming the limit); 429 with Retry-After past the per-address and per-email order limits (ORDER_LIMIT_PER_IP_PER_HOUR, ORDER_LIMIT_PER_EMAIL_PER_HOUR); 503 while the database is unavailable (retry with the same key).',
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

const orderRulesRoute = publicRoute('orders', 'get', '/orderRules', {
  summary:
    'The GBP bounds of one order (ORDER_MIN_GBP, ORDER_MAX_GBP), so the app says them before ordering; the oldest rate an order is taken on (RATES_MAX_AGE_HOURS) and which rate provider is in use.',
  responses: { 200: json(orderRulesSchema, 'Order limits') },
});

export function orderRoutes() {
  return routeGroup()
    .openapi(orderRulesRoute, (c) => {
      const { ORDER_MIN_GBP, ORDER_MAX_GBP, RATES_MAX_AGE_HOURS } = c.var.deps.config;
      // Settings change only with a restart: a few minutes in a cache is safe and saves a round trip.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(
        {
          minGbp: ORDER_MIN_GBP,
          maxGbp: ORDER_MAX_GBP,
          ratesMaxAgeHours: RATES_MAX_AGE_HOURS,
          ratesProvider: isSampleProvider(c.var.deps.rates) ? ('sample' as const) : ('service' as const),
        },
        200,
      );
    })
    .openapi(placeOrderRoute, async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const input = c.req.valid('json');
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
      } else {
        // The staff screens show a new order within seconds (issue 29); placed is committed by now.
        await deps.orderEvents.publish({ Order_Id: order.Order_Id, Status: order.Status });
      }
      // A replay answers exactly like the original (status and body), as idempotency keys do elsewhere.
      return c.json(order, 201);
    });
}
