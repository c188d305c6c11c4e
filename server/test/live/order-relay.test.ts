import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';

import { silentLogger } from '../../src/logger';
import { createMemoryOrderBus, type OrderEventBus, type OrderStatusEvent } from '../../src/live/order-events';
import { createPgOrderBus } from '../../src/live/pg-order-bus';
import { authDeps, placeOrder, userWithSession } from '../auth/support';
import { trackedOrder } from '../support/order-requests';
import { driver, sseReader, twoInstances } from './harness';

/**
 * An order's status change on instance A reaches the watchers of that order on instance B, and only them. On
 * PostgreSQL it travels by LISTEN/NOTIFY on its own channel, with the number and status as the payload; on
 * PGlite (one process) both instances share the in-process bus, as main.ts wires it.
 */
/**
 * Publishes a marker change for `orderId` on `from` and waits until `to` hears it: instead of a fixed wait,
 * proof that `to` has handled every change published before it.
 */
async function publishedAfter(from: OrderEventBus, to: OrderEventBus, orderId: string): Promise<void> {
  let stop = () => {};
  const heard = new Promise<void>((resolve) => (stop = to.subscribe(orderId, () => resolve())));
  await from.publish({ Order_Id: orderId, Status: 'Accepted' });
  await heard;
  stop();
}

describe(`order status changes reach every instance (${driver === 'postgres' ? 'LISTEN/NOTIFY' : 'in-process'})`, () => {
  const ctx = twoInstances(
    (url) => createPgOrderBus(url, silentLogger),
    (): OrderEventBus => createMemoryOrderBus(),
  );

  it('a change published on A is heard by B for that order only, within a second, once on A', async () => {
    const onB: OrderStatusEvent[] = [];
    const otherOnB: OrderStatusEvent[] = [];
    const onA: OrderStatusEvent[] = [];
    const heardOnB = new Promise<void>((resolve) =>
      ctx.busB.subscribe('10000001', (e) => {
        onB.push(e);
        resolve();
      }),
    );
    ctx.busB.subscribe('10000002', (e) => otherOnB.push(e));
    ctx.busA.subscribe('10000001', (e) => onA.push(e));

    const started = Date.now();
    await ctx.busA.publish({ Order_Id: '10000001', Status: 'Accepted' });
    await heardOnB;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(onB).toEqual([{ Order_Id: '10000001', Status: 'Accepted' }]);
    // A's own watcher heard at once, and not again from the echo of its NOTIFY: once A hears a change B
    // publishes after it, A has handled everything sent before (notifications arrive in commit order).
    await publishedAfter(ctx.busB, ctx.busA, '10000009');
    expect(onA).toEqual([{ Order_Id: '10000001', Status: 'Accepted' }]);
    expect(otherOnB).toEqual([]);
  });

  it('many changes published at once (sent as one NOTIFY batch) all reach B, in the order they were published', async () => {
    const heard: string[] = [];
    const statuses = ['Accepted', 'Completed', 'Cancelled'] as const;
    const changes = Array.from({ length: 60 }, (_, i) => ({
      Order_Id: String(20000000 + Math.floor(i / 3)),
      Status: statuses[i % 3]!,
    }));
    const ids = [...new Set(changes.map((c) => c.Order_Id))];
    const stops = ids.map((id) => ctx.busB.subscribe(id, (e) => heard.push(`${e.Order_Id}:${e.Status}`)));
    await Promise.all(changes.map((change) => ctx.busA.publish(change)));
    await publishedAfter(ctx.busA, ctx.busB, '10000011');
    expect(heard).toEqual(changes.map((c) => `${c.Order_Id}:${c.Status}`));
    stops.forEach((stop) => stop());
  });

  it('an unsubscribed watcher hears nothing more', async () => {
    const heard: OrderStatusEvent[] = [];
    const stop = ctx.busB.subscribe('10000003', (e) => heard.push(e));
    stop();
    await ctx.busA.publish({ Order_Id: '10000003', Status: 'Cancelled' });
    // Once B hears a later change, it has handled the one above.
    await publishedAfter(ctx.busA, ctx.busB, '10000010');
    expect(heard).toEqual([]);
  });

  it('an accept through the staff route on A reaches the tracking stream of that order on B, not of another', async () => {
    const depsA = authDeps(ctx.dbA, {}, { orderEvents: ctx.busA, clock: () => new Date() });
    const depsB = authDeps(ctx.dbB, {}, { orderEvents: ctx.busB, clock: () => new Date() });
    const a = createApp(depsA);
    const b = createApp(depsB);
    const admin = await userWithSession(depsA, 'Admin');
    const mine = await placeOrder(b);
    const other = await placeOrder(b);
    const tokenOf = async (o: { Order_Id: string; Email: string }) =>
      (await trackedOrder(b, o.Order_Id, o.Email)).watchToken;
    const watching = sseReader(
      await b.request(`/api/track/events?order=${mine.Order_Id}&token=${await tokenOf(mine)}`),
    );
    const watchingOther = sseReader(
      await b.request(`/api/track/events?order=${other.Order_Id}&token=${await tokenOf(other)}`),
    );
    await watching.next();
    await watchingOther.next();

    const res = await a.request(`/api/pendingToAceept/${mine._id}`, {
      method: 'POST',
      headers: admin.bearer,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse((await watching.next(1000)).data)).toEqual({
      Order_Id: mine.Order_Id,
      Status: 'Accepted',
    });
    await expect(watchingOther.next(300)).rejects.toThrow('no SSE event in time');
    await watching.close();
    await watchingOther.close();
  });
});
