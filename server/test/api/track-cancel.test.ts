import { describe, expect, it } from 'vitest';

import { messages, orderTimelineSchema, trackCancelResultSchema, trackedOrderSchema } from '@tm/core';

import { createMemoryOrderBus, type OrderStatusEvent } from '../../src/live/order-events';
import {
  auditRows,
  orderEmails,
  orderStatus,
  adminAppForFile,
  authApp,
  json,
  jsonRequest,
  placeOrder,
  type TestApp,
  cancelByBranch,
} from '../auth/support';

const orderEvents = createMemoryOrderBus();
const ctx = adminAppForFile({ TRACK_LIMIT_PER_IP_PER_MINUTE: '1000' }, { orderEvents });

const cancel = (Order_Id: string, Email: string, a: TestApp = ctx.app) =>
  a.request('/api/track/cancel', jsonRequest({ Order_Id, Email }));
const staff = ctx.call;
const statusOf = (id: string) => orderStatus(ctx.deps, id);
const cancelEmails = (id: string) => orderEmails(ctx.deps, id, 'order-cancelled');

/** A 409 in the error envelope with the state machine's refusal and exactly this message. */
async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(409);
  expect(await json(res)).toEqual({ error: { code: 'transition_refused', message } });
}

describe('POST /api/track/cancel (the customer cancels while Pending)', () => {
  it('cancels a Pending order with an email saying nothing was charged and an audit row by the customer', async () => {
    const placed = await placeOrder(ctx.app, { Email: 'Cancel.Me@Example.com' });
    const heard: OrderStatusEvent[] = [];
    orderEvents.subscribe(placed.Order_Id, (e) => heard.push(e));

    const res = await cancel(placed.Order_Id, ' cancel.me@example.COM ');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(trackCancelResultSchema.parse(await json(res))).toEqual({
      message: messages.orderCancelled,
      Order_Id: placed.Order_Id,
      Status: 'Cancelled',
    });
    expect(await statusOf(placed._id)).toBe('Cancelled');

    const [email, ...more] = await cancelEmails(placed._id);
    expect(more).toEqual([]);
    expect(email!.to).toBe('Cancel.Me@Example.com');
    expect(email!.subject).toBe(`Your order ${placed.Order_Id} is cancelled: nothing was charged`);
    expect(email!.text).toContain(
      'You cancelled this order before the branch prepared it. Nothing was charged.',
    );
    expect(email!.text).toContain('Nothing was charged');

    const audit = await auditRows(ctx.deps, placed.Order_Id, 'order-cancel');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'customer',
      entity: 'order',
      before: { status: 'Pending' },
      after: { status: 'Cancelled' },
    });
    // The page watching it hears, and its timeline says it.
    expect(heard).toEqual([{ Order_Id: placed.Order_Id, Status: 'Cancelled' }]);
    const trackedRes = await ctx.app.request(
      '/api/track',
      jsonRequest({ Order_Id: placed.Order_Id, Email: placed.Email }),
    );
    const tracked = trackedOrderSchema.parse(await json(trackedRes));
    expect(tracked.Status).toBe('Cancelled');
    expect(tracked.events.map((e) => e.what)).toEqual(['Placed', 'Cancelled']);

    // Staff see who cancelled, and the email, in the order's timeline.
    const timeline = orderTimelineSchema.parse(
      await json(await staff('GET', `/api/orderTimeline/${placed._id}`)),
    );
    const texts = timeline.events.map((e) => e.text);
    expect(texts).toContain('Cancelled by the customer, on the tracking page');
    expect(texts).toContain('Cancellation email to Cancel.Me@Example.com waiting to be sent');

    // Cancelled is final: neither the customer nor staff can move it on. Cancelling again says it has ended,
    // as for an order the branch cancelled, not "Please call the branch" (nothing is left to ask for).
    await expectRefused(
      await cancel(placed.Order_Id, placed.Email),
      'This order is Cancelled: nothing more can be done with it',
    );
    expect((await staff('POST', `/api/pendingToAceept/${placed._id}`)).status).toBe(409);
  });

  it('refuses an Accepted order with 409 saying why, and changes nothing', async () => {
    const placed = await placeOrder(ctx.app);
    expect((await staff('POST', `/api/pendingToAceept/${placed._id}`)).status).toBe(200);
    const res = await cancel(placed.Order_Id, placed.Email);
    await expectRefused(
      res,
      'This order is Accepted, so it can no longer be cancelled online. Please call the branch.',
    );
    expect(await statusOf(placed._id)).toBe('Accepted');
    expect(await cancelEmails(placed._id)).toEqual([]);

    // Once collected it has ended: the same words as any ended order.
    expect((await staff('PUT', `/api/acceptedToCompleted/${placed._id}`)).status).toBe(200);
    const completed = await cancel(placed.Order_Id, placed.Email);
    expect(completed.status).toBe(409);
    expect((await json(completed)).error).toEqual({
      code: 'transition_refused',
      message: 'This order is Completed: nothing more can be done with it',
    });
  });

  it('answers a wrong email and an unknown number with the tracking 404, and an order the branch cancelled with 409', async () => {
    const placed = await placeOrder(ctx.app);
    const gone = await placeOrder(ctx.app);
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, gone._id)).status).toBe(200);
    for (const res of [
      await cancel(placed.Order_Id, 'someone.else@example.com'),
      await cancel(placed.Order_Id === '99999999' ? '99999998' : '99999999', placed.Email),
      await cancel(gone.Order_Id, 'someone.else@example.com'),
    ]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: { code: 'not_found', message: messages.trackNotFound } });
    }
    const cancelledByBranch = await cancel(gone.Order_Id, gone.Email);
    expect(cancelledByBranch.status).toBe(409);
    expect((await json(cancelledByBranch)).error.message).toBe(messages.orderHasEnded('Cancelled'));
    expect(await statusOf(placed._id)).toBe('Pending');
    expect(await cancelEmails(placed._id)).toEqual([]);
    expect(await cancelEmails(gone._id)).toEqual([]);
  });

  it('shares the tracking limit per address', async () => {
    const limited = await authApp(ctx.tdb.database, { TRACK_LIMIT_PER_IP_PER_MINUTE: '3' });
    const track = (a: TestApp) =>
      a.request('/api/track', jsonRequest({ Order_Id: '12345678', Email: 'a@b.co' }));
    const statuses = [
      (await cancel('12345678', 'a@b.co', limited.app)).status,
      (await track(limited.app)).status,
      (await cancel('12345678', 'a@b.co', limited.app)).status,
      (await cancel('12345678', 'a@b.co', limited.app)).status,
      (await track(limited.app)).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
