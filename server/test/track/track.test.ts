import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorEnvelopeSchema, messages, orderSchema, trackedOrderSchema, type Order } from '@tm/core';
import { CUSTOMER as customer } from '@tm/core/fixtures';
import { createApp } from '../../src/app';
import { writeAudit } from '../../src/auth/audit';
import { orders } from '../../src/db/schema';
import { testConfig } from '../../src/env';
import { createMemoryLimiterStore } from '../../src/http/limiter-store';
import { FIXED_NOW, jsonRequest, seededAppForFile } from '../support/test-app';

const ctx = seededAppForFile();

async function placeOrder(): Promise<Order> {
  const res = await ctx.app.request(
    '/api/Order',
    jsonRequest({
      ...customer,
      status: 'buy',
      Orders: [
        {
          Id: 'l1',
          currencyTake: '100',
          currencyTakecurrent: 'GBP',
          currencyMycurrent: 'EUR',
          status: 'buy',
        },
      ],
    }),
  );
  expect(res.status).toBe(201);
  return orderSchema.parse(await res.json());
}

const track = (body: unknown, app = ctx.app) => app.request('/api/track', jsonRequest(body));

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  const body = errorEnvelopeSchema.parse(await res.json());
  expect(body.error).toEqual({ code: 'not_found', message: messages.trackNotFound });
}

describe('POST /api/track', () => {
  it('shows the order by number and email (trimmed, any case), with no extra fields', async () => {
    const placed = await placeOrder();
    const res = await track({ Order_Id: placed.Order_Id, Email: `  ${customer.Email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    // Strict: any field beyond the customer's view fails here.
    const tracked = trackedOrderSchema.parse(body);
    expect(Object.keys(body).sort()).toEqual(
      [
        'CheckingPoint',
        'Order_Id',
        'Orders',
        'Status',
        'events',
        'rateGuaranteedUntil',
        'status',
        'time',
        'title',
      ].sort(),
    );
    expect(tracked).toMatchObject({
      Order_Id: placed.Order_Id,
      Status: 'Pending',
      status: 'buy',
      CheckingPoint: 'Dagenham',
      time: FIXED_NOW.toISOString(),
      rateGuaranteedUntil: new Date(FIXED_NOW.getTime() + 24 * 3600_000).toISOString(),
      events: [{ status: 'Pending', at: FIXED_NOW.toISOString() }],
    });
    expect(tracked.Orders).toEqual([
      {
        currencyTake: '100.00',
        currencyTakecurrent: 'GBP',
        currencyMy: placed.Orders[0]!.currencyMy,
        currencyMycurrent: 'EUR',
        Rate: placed.Orders[0]!.Rate,
        status: 'buy',
      },
    ]);
    const text = JSON.stringify(body);
    for (const secret of [
      placed._id,
      customer.Name,
      customer.Phone_Number,
      customer.Address,
      customer.Email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows each change of status in the timeline, without the staff member', async () => {
    const placed = await placeOrder();
    const later = new Date(FIXED_NOW.getTime() + 3600_000);
    await ctx.deps.db
      .update(orders)
      .set({ status: 'Accepted' })
      .where(eq(orders.orderNumber, placed.Order_Id));
    await writeAudit(ctx.deps.db, {
      actor: 'staff@branch.test',
      action: 'order-accept',
      entity: 'order',
      entityId: placed.Order_Id,
      before: { status: 'Pending' },
      after: { status: 'Accepted' },
      at: later,
    });
    const res = await track({ Order_Id: placed.Order_Id, Email: customer.Email });
    const body = await res.text();
    expect(body).not.toContain('staff@branch.test');
    const tracked = trackedOrderSchema.parse(JSON.parse(body));
    expect(tracked.Status).toBe('Accepted');
    expect(tracked.events).toEqual([
      { status: 'Pending', at: FIXED_NOW.toISOString() },
      { status: 'Accepted', at: later.toISOString() },
    ]);
  });

  it('gives the same 404 for a wrong email, an unknown number and a deleted order', async () => {
    const placed = await placeOrder();
    await expectNotFound(await track({ Order_Id: placed.Order_Id, Email: 'someone.else@example.test' }));
    const unknown = placed.Order_Id === '00000001' ? '00000002' : '00000001';
    await expectNotFound(await track({ Order_Id: unknown, Email: customer.Email }));
    await ctx.deps.db
      .update(orders)
      .set({ deletedAt: FIXED_NOW, deletedBy: 'staff@branch.test' })
      .where(eq(orders.orderNumber, placed.Order_Id));
    await expectNotFound(await track({ Order_Id: placed.Order_Id, Email: customer.Email }));
  });

  it('refuses a malformed request with 400', async () => {
    const res = await track({ Order_Id: '12ab', Email: '' });
    expect(res.status).toBe(400);
  });

  it('limits lookups per address: 429 with Retry-After past TRACK_LIMIT_PER_IP_PER_MINUTE', async () => {
    const app = createApp({
      ...ctx.deps,
      config: testConfig({ TRACK_LIMIT_PER_IP_PER_MINUTE: '2' }),
      limitStore: createMemoryLimiterStore(),
    });
    const body = { Order_Id: '12345678', Email: 'a@b.test' };
    await expectNotFound(await track(body, app));
    await expectNotFound(await track(body, app));
    const res = await track(body, app);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(await res.json()).error.message).toBe(messages.trackTooMany);
  });
});
