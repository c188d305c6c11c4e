import { describe, expect, it } from 'vitest';
import { messages } from '@tm/core';
import { createMemoryOrderBus, type OrderStatusEvent } from '../../src/live/order-events';
import { WATCH_TOKEN_TTL_MS, watchTokenFor } from '../../src/live/watch-token';
import { TEST_SECRETS } from '../support/test-app';
import { sseReader } from '../live/harness';
import {
  adminAppForFile,
  authApp,
  json,
  NOW,
  placeOrder,
  type TestApp,
  cancelByBranch,
} from '../auth/support';
import { trackedOrder } from '../support/order-requests';

const ctx = adminAppForFile({ TRACK_LIMIT_PER_IP_PER_MINUTE: '1000' });

const track = (Order_Id: string, Email: string) => trackedOrder(ctx.app, Order_Id, Email);
const watch = (order: string, token: string, a: TestApp = ctx.app) =>
  a.request(`/api/track/events?order=${order}&token=${encodeURIComponent(token)}`);
const staff = ctx.call;

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await json(res)).toEqual({ error: { code: 'not_found', message: messages.trackNotFound } });
}

describe('GET /api/track/events (live status for the tracking page)', () => {
  it('tracking answers a watch token; the stream opens with the status and tells that order of an accept, not another', async () => {
    const mine = await placeOrder(ctx.app);
    const other = await placeOrder(ctx.app);
    const myToken = (await track(mine.Order_Id, mine.Email)).watchToken;
    const otherToken = (await track(other.Order_Id, other.Email)).watchToken;
    expect(myToken).not.toBe(otherToken);

    const watchingMine = await watch(mine.Order_Id, myToken);
    expect(watchingMine.status).toBe(200);
    expect(watchingMine.headers.get('content-type')).toContain('text/event-stream');
    const mineEvents = sseReader(watchingMine);
    const otherEvents = sseReader(await watch(other.Order_Id, otherToken));
    expect(JSON.parse((await mineEvents.next()).data)).toEqual({
      Order_Id: mine.Order_Id,
      Status: 'Pending',
    });
    expect(JSON.parse((await otherEvents.next()).data)).toEqual({
      Order_Id: other.Order_Id,
      Status: 'Pending',
    });

    expect((await staff('POST', `/api/pendingToAceept/${mine._id}`)).status).toBe(200);
    const heard = await mineEvents.next(1000);
    expect(heard.event).toBe('status');
    // Only the number and the new status travel: nothing else of the order.
    expect(JSON.parse(heard.data)).toEqual({ Order_Id: mine.Order_Id, Status: 'Accepted' });
    await expect(otherEvents.next(300)).rejects.toThrow('no SSE event in time');

    // A branch cancellation is told too: the page re-reads and shows "Cancelled by the branch".
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, mine._id)).status).toBe(200);
    expect(JSON.parse((await mineEvents.next(1000)).data)).toEqual({
      Order_Id: mine.Order_Id,
      Status: 'Cancelled',
    });
    await mineEvents.close();
    await otherEvents.close();
    // A deleted order is not watched any more, like it is not tracked.
    await expectNotFound(await watch(mine.Order_Id, myToken));
  });

  it("refuses a missing, wrong, another order's or expired token with tracking's 404", async () => {
    const placed = await placeOrder(ctx.app);
    const other = await placeOrder(ctx.app);
    const token = (await track(placed.Order_Id, placed.Email)).watchToken;
    const otherToken = (await track(other.Order_Id, other.Email)).watchToken;
    await expectNotFound(await watch(placed.Order_Id, otherToken));
    await expectNotFound(await watch(placed.Order_Id, `${token.split('.')[0]}.${'A'.repeat(43)}`));
    await expectNotFound(await watch(placed.Order_Id, 'garbage'));
    // Pushing the expiry forward breaks the signature.
    const [expires, mac] = token.split('.');
    await expectNotFound(await watch(placed.Order_Id, `${Number(expires) + 60_000}.${mac}`));
    // A token signed with another secret is refused.
    await expectNotFound(
      await watch(
        placed.Order_Id,
        watchTokenFor('another-secret-0123456789abcdef012345', placed.Order_Id, NOW),
      ),
    );
    expect((await ctx.app.request(`/api/track/events?order=${placed.Order_Id}`)).status).toBe(400);

    // The same token, once its time is up, on an app whose clock has moved on.
    const later = await authApp(
      ctx.tdb.database,
      {},
      { clock: () => new Date(NOW.getTime() + WATCH_TOKEN_TTL_MS + 1) },
    );
    await expectNotFound(await watch(placed.Order_Id, token, later.app));
    const fresh = watchTokenFor(
      TEST_SECRETS.csrf,
      placed.Order_Id,
      new Date(NOW.getTime() + WATCH_TOKEN_TTL_MS),
    );
    const ok = await watch(placed.Order_Id, fresh, later.app);
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
  });

  it('the expiry job tells the watchers of the orders it expires', async () => {
    const orderEvents = createMemoryOrderBus();
    const heard: OrderStatusEvent[] = [];
    const placedApp = await authApp(ctx.tdb.database, {}, { orderEvents });
    const placed = await placeOrder(placedApp.app);
    orderEvents.subscribe(placed.Order_Id, (e) => heard.push(e));
    const { expireOrders } = await import('../../src/jobs/expire-orders');
    await expireOrders({
      ...placedApp.deps,
      clock: () => new Date(NOW.getTime() + 73 * 60 * 60 * 1000),
    });
    expect(heard).toEqual([{ Order_Id: placed.Order_Id, Status: 'Expired' }]);
  });
});
