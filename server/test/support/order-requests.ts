import { count } from 'drizzle-orm';
import { idempotencyKeys, orderLines, orders, outboxEmails } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { TestApp } from '../auth/support';
import { jsonRequest } from './test-app';

/** POST /api/Order as the website sends it: the answer and its body, unparsed (the tests check its shape). */
export async function postOrder(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request('/api/Order', jsonRequest(body, headers));
  return { res, body: (await res.json()) as unknown };
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
