import { describe, expect, it } from 'vitest';
import { DAGENHAM_BRANCH, messages, orderHeldUntil, trackedOrderSchema } from '@tm/core';
import { adminAppForFile, authApp, json, placeOrder, type TestApp, cancelByBranch } from '../auth/support';
import { postTrack } from '../support/order-requests';

const ctx = adminAppForFile({ TRACK_LIMIT_PER_IP_PER_MINUTE: '1000' });

const track = (Order_Id: string, Email: string, a: TestApp = ctx.app) => postTrack(a, Order_Id, Email);
const staff = ctx.call;

describe('POST /api/track', () => {
  it('shows the order to whoever has its number and email, with no internal fields', async () => {
    const placed = await placeOrder(ctx.app, { Email: 'Track.Me@Example.com' });
    const res = await track(placed.Order_Id, '  track.me@example.COM ');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = trackedOrderSchema.parse(await json(res));
    expect(body).toMatchObject({ Order_Id: placed.Order_Id, Status: 'Pending', title: 'Click & Collect' });
    expect(body.events.map((e) => e.what)).toEqual(['Placed']);
    // The hold and the rate lock: one moment, a closing time of the branch (order-policy.ts).
    expect(body.guaranteedUntil).toBe(orderHeldUntil(body.time, DAGENHAM_BRANCH).toISOString());
    expect(Date.parse(body.guaranteedUntil) - Date.parse(body.time)).toBeGreaterThanOrEqual(
      24 * 60 * 60 * 1000,
    );
    const text = JSON.stringify(body);
    for (const hidden of ['_id', 'Email', 'Phone_Number', 'Address', 'Name', placed._id]) {
      expect(text).not.toContain(`"${hidden}"`);
    }
    expect(text).not.toContain(placed._id);
  });

  it('follows the order through accept and complete, never naming the staff', async () => {
    const placed = await placeOrder(ctx.app);
    expect((await staff('POST', `/api/pendingToAceept/${placed._id}`)).status).toBe(200);
    expect((await staff('PUT', `/api/acceptedToCompleted/${placed._id}`)).status).toBe(200);
    const body = trackedOrderSchema.parse(await json(await track(placed.Order_Id, placed.Email)));
    expect(body.Status).toBe('Completed');
    expect(body.events.map((e) => e.what)).toEqual(['Placed', 'Accepted', 'Completed']);
    expect(JSON.stringify(body)).not.toContain(ctx.admin.user.email);
  });

  it('answers a wrong email and an unknown number the same way', async () => {
    const placed = await placeOrder(ctx.app);
    const answers = [
      await track(placed.Order_Id, 'someone.else@example.com'),
      await track(placed.Order_Id === '99999999' ? '99999998' : '99999999', placed.Email),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: { code: 'not_found', message: messages.trackNotFound } });
    }
  });

  it('shows an order the branch cancelled as "Cancelled by the branch", never as not found (issue 29)', async () => {
    const gone = await placeOrder(ctx.app);
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, gone._id)).status).toBe(200);
    const res = await track(gone.Order_Id, gone.Email);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ Status: 'Cancelled', cancelledByBranch: { reason: null } });
    expect(body.events.map((e: { what: string }) => e.what)).toEqual(['Placed', 'Cancelled by the branch']);
    // The wrong email still learns nothing.
    expect((await track(gone.Order_Id, 'someone.else@example.com')).status).toBe(404);
  });

  it('refuses a malformed request with a clear message', async () => {
    const res = await track('1234', 'a@b.co');
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe('Your order number has 8 digits');
  });

  it('limits lookups per address', async () => {
    const limited = await authApp(ctx.tdb.database, { TRACK_LIMIT_PER_IP_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await track('12345678', 'a@b.co', limited.app)).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
