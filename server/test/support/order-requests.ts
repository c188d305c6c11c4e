import { count } from 'drizzle-orm';
import { trackedOrderSchema } from '@tm/core';
import { idempotencyKeys, orderLines, orders, outboxEmails } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { TestApp } from '../auth/support';
import { jsonRequest } from './test-app';

/** POST /api/Order as the website sends it: the answer and its body, unparsed (the tests check its shape). */
export async function postOrder(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request('/api/Order', jsonRequest(body, headers));
  return { res, body: (await res.json()) as unknown };
}

/** POST /api/track as the tracking page sends it: the order number and the email it was placed with. */
export function postTrack(app: TestApp, Order_Id: string, Email: string) {
  return app.request('/api/track', jsonRequest({ Order_Id, Email }));
}

/** The order as tracking shows it to its customer, parsed (a refused request fails the parse). */
export async function trackedOrder(app: TestApp, Order_Id: string, Email: string) {
  return trackedOrderSchema.parse(await (await postTrack(app, Order_Id, Email)).json());
}

/**
 * The rows placing an order writes (the order, its lines, its two emails, its Idempotency-Key): a refused
 * order must leave every count as it was.
 */
export async function orderWriteCounts(db: Db) {
  const [o] = await db.select({ n: count() }).from(orders);
  const [l] = await db.select({ n: count() }).from(orderLines);
  const [e] = await db.select({ n: count() }).from(outboxEmails);
  const [k] = await db.select({ n: count() }).from(idempotencyKeys);
  return { orders: o!.n, lines: l!.n, emails: e!.n, keys: k!.n };
}
