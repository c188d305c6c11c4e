import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orderSchema, type Order } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';
import { idempotencyKeys, outboxEmails } from '../../src/db/schema';
import { jsonRequest, seededAppForFile } from '../support/test-app';

/**
 * POST /api/Order answers an order built before its statement is sent (its emails are rendered from it).
 * That answer must be exactly what the database then holds: a replay, which reads the stored rows, is equal.
 */
const ctx = seededAppForFile();

const customer = { ...CUSTOMER, Name: 'Grace <Hopper>' };

const line = (id: string, give: string, take: string, receive: string) => ({
  Id: id,
  currencyTake: give,
  currencyTakecurrent: take,
  currencyMycurrent: receive,
});

async function post(body: unknown, key: string) {
  const res = await ctx.app.request('/api/Order', jsonRequest(body, { 'idempotency-key': key }));
  return { res, order: orderSchema.parse(await res.json()) as Order };
}

describe('POST /api/Order: the answer is the stored order', () => {
  it.each([
    [
      'buy',
      [line('a', '95', 'GBP', 'EUR'), line('b', '333.33', 'GBP', 'USD'), line('c', '10', 'GBP', 'JPY')],
    ],
    ['sell', [line('a', '123.45', 'EUR', 'GBP'), line('b', '1000', 'JPY', 'GBP')]],
  ])('%s: a replay (read back from the database) equals the first answer', async (status, Orders) => {
    const key = `answer-${status}-${crypto.randomUUID()}`;
    const first = await post({ ...customer, status, Orders }, key);
    expect(first.res.status).toBe(201);
    expect(first.res.headers.get('idempotent-replayed')).toBeNull();
    const again = await post({ ...customer, status, Orders }, key);
    expect(again.res.status).toBe(201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.order).toEqual(first.order);

    // The key row names the order at once, and both emails belong to it and show its number.
    const [k] = await ctx.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(k?.orderId).toBe(first.order._id);
    const emails = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.orderId, first.order._id))
      .orderBy(asc(outboxEmails.id));
    expect(emails.map((e) => e.kind)).toEqual(['order-confirmation', 'branch-notification']);
    for (const email of emails) expect(email.text).toContain(first.order.Order_Id);
    expect(emails[0]!.html).toContain('Grace &lt;Hopper&gt;');
  });
});
