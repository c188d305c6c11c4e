import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Order } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';
import { orders, outboxEmails } from '../../src/db/schema';
import { cryptoRandomness } from '../../src/random';
import { jsonRequest, seededAppForFile } from '../support/test-app';

/** The order numbers the server draws, in turn (the real ones are random: a collision is rare). */
const draws = { next: [] as number[] };

const ctx = seededAppForFile({
  random: { ...cryptoRandomness, int: (below) => draws.next.shift() ?? cryptoRandomness.int(below) },
});

const body = (name: string) => ({
  ...CUSTOMER,
  Name: name,
  status: 'buy',
  Orders: [{ Id: 'a', currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR' }],
});

describe('POST /api/Order: Order_Id collisions', () => {
  it('draws another number when the 8 digits are taken, and writes the order once', async () => {
    draws.next = [417263];
    const first = await ctx.app.request('/api/Order', jsonRequest(body('First')));
    expect(first.status).toBe(201);
    expect(((await first.json()) as Order).Order_Id).toBe('00417263');

    draws.next = [417263, 417263, 99000001];
    const second = await ctx.app.request(
      '/api/Order',
      jsonRequest(body('Second'), { 'idempotency-key': 'collision-key-1' }),
    );
    expect(second.status).toBe(201);
    const placed = (await second.json()) as Order;
    expect(placed.Order_Id).toBe('99000001');
    expect(draws.next).toEqual([]);

    const [rows] = await ctx.deps.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerName, 'Second'));
    expect(rows!.n).toBe(1);
    const emails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, placed._id));
    expect(emails).toHaveLength(2);
    expect(emails.every((e) => e.subject.includes('99000001'))).toBe(true);

    // The key belongs to the order that was written, so a retry answers it.
    const retry = await ctx.app.request(
      '/api/Order',
      jsonRequest(body('Second'), { 'idempotency-key': 'collision-key-1' }),
    );
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as Order)._id).toBe(placed._id);
  });
});
