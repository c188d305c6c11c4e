import { describe, expect, it } from 'vitest';
import { londonClock } from '@tm/core/fixtures';
import { sseReader } from '../live/harness';
import { adminAppForFile, cancelByBranch, json, NOW, placeOrder, userWithSession } from '../auth/support';

/** Two cashiers at once (issue 29): one screen's action, the other screen stale. */
const ctx = adminAppForFile({}, { clock: () => NOW }, 'anna@branch.test');

const as = (bearer: Record<string, string>) => (method: string, path: string) =>
  ctx.app.request(path, { method, headers: bearer });

describe('GET /api/staffEvents (live staff screens)', () => {
  it('opens with a re-read, then tells of a new order and of each status change', async () => {
    const res = await ctx.app.request('/api/staffEvents', { headers: ctx.admin.bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = sseReader(res);
    const first = await events.next();
    expect(first.event).toBe('order');
    expect(JSON.parse(first.data)).toEqual({ Order_Id: null, Status: null });

    const placed = await placeOrder(ctx.app);
    expect(JSON.parse((await events.next(1000)).data)).toEqual({
      Order_Id: placed.Order_Id,
      Status: 'Pending',
    });
    expect((await as(ctx.admin.bearer)('POST', `/api/pendingToAceept/${placed._id}`)).status).toBe(200);
    expect(JSON.parse((await events.next(1000)).data)).toEqual({
      Order_Id: placed.Order_Id,
      Status: 'Accepted',
    });
    await events.close();
  });

  it('is for staff only', async () => {
    expect((await ctx.app.request('/api/staffEvents')).status).toBe(401);
    const customer = await userWithSession(ctx.deps, 'user');
    expect((await ctx.app.request('/api/staffEvents', { headers: customer.bearer })).status).toBe(403);
  });
});

describe('an action on a stale screen', () => {
  it('is refused with the current status, who changed it and when, and changes nothing', async () => {
    const other = await userWithSession(ctx.deps, 'Admin', 'ben@branch.test');
    const order = await placeOrder(ctx.app);
    expect((await as(ctx.admin.bearer)('POST', `/api/pendingToAceept/${order._id}`)).status).toBe(200);

    const stale = await as(other.bearer)('POST', `/api/pendingToAceept/${order._id}`);
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({
      error: {
        code: 'transition_refused',
        message: `Order ${order.Order_Id} was accepted by anna@branch.test at ${londonClock(NOW)}. This order is already Accepted. Nothing was changed.`,
      },
    });

    expect((await as(ctx.admin.bearer)('PUT', `/api/acceptedToCompleted/${order._id}`)).status).toBe(200);
    const late = await cancelByBranch(ctx.app, other.bearer, order._id);
    expect(late.status).toBe(409);
    expect((await json(late)).error.message).toBe(
      `Order ${order.Order_Id} was completed by anna@branch.test at ${londonClock(NOW)}. A completed order cannot be deleted. Nothing was changed.`,
    );
    const details = await as(other.bearer)('GET', `/api/details/${order._id}`);
    expect((await json(details)).Status).toBe('Completed');
  });

  it('says nothing changed when no one acted on the order yet', async () => {
    const order = await placeOrder(ctx.app);
    const res = await as(ctx.admin.bearer)('PUT', `/api/acceptedToCompleted/${order._id}`);
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(
      'Only an accepted order can be completed. Nothing was changed.',
    );
  });
});
