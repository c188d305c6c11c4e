import { z } from '@hono/zod-openapi';
import { amendOrderRequestSchema, amendRateSchema, orderRequestSchema, orderSchema } from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { amendOrder } from '../../counter/amend';
import { enterWalkIn } from '../../counter/walk-in';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';

const amend = adminRoute('counter', 'put', '/amendOrder/{id}', {
  capability: 'orders.amend',
  summary:
    "Change an order's amounts before completion (issue 30): one `currencyTake` per line, by currency code, with `was`: the amount the cashier's screen showed for that line. Repriced on the server at the order's guaranteed rate while its guarantee lasts, else at today's (a new guarantee starts). Same checks as placing (400 malformed, 422 amount / smallest note / ORDER_MIN_GBP / ORDER_MAX_GBP); 409 for a completed, ended or deleted order, `amend_stale` when the order's amounts are no longer `was` (another cashier changed it meanwhile; the message names who and when, and nothing is written), and `branch_closed` when today's rate would start a hold past 7 days (the branch's closed days). Audited; the customer is emailed the new amounts.",
  request: { params: z.object({ id: z.string() }), body: jsonBody(amendOrderRequestSchema) },
  responses: {
    200: json(
      z.object({ order: orderSchema, rate: amendRateSchema }),
      'The order as amended, and the rate used',
    ),
  },
});

const walkIn = adminRoute('counter', 'post', '/walkInOrders', {
  capability: 'orders.walkIn',
  summary:
    'Enter a walk-in order at the counter (issue 30): the same body, validation, server pricing and limits as POST /Order; accepted at once; audited with who entered it. Send an Idempotency-Key to make a retry safe.',
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key must be 8 to 200 printable characters.')
        .optional(),
    }),
    body: jsonBody(orderRequestSchema),
  },
  responses: { 201: json(orderSchema, 'The stored order, Accepted') },
});

/** The counter's changes to orders: amend an order's amounts, enter a walk-in. */
export function counterRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(amend, async (c) => {
      const actor = c.get('auth')!.user.email;
      const amended = await amendOrder(c.get('deps'), c.req.valid('param').id, c.req.valid('json'), actor);
      return c.json(amended, 200);
    })
    .openapi(walkIn, async (c) => {
      const actor = c.get('auth')!.user.email;
      const key = c.req.valid('header')['idempotency-key'];
      const { order, replayed } = await enterWalkIn(c.get('deps'), c.req.valid('json'), actor, key);
      if (replayed) c.header('idempotent-replayed', 'true');
      return c.json(order, 201);
    });
}
