import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { createMemoryOrderBus, type OrderEventBus, type OrderStatusEvent } from '../../src/live/order-events';
import { createPgOrderBus, type PgOrderBus } from '../../src/live/pg-order-bus';
import { driver, freshDatabase } from './harness';

/**
 * An order's status change on instance A reaches the watchers of that order on instance B, and only them. On
 * PostgreSQL it travels by LISTEN/NOTIFY on its own channel, with the number and status as the payload; on
 * PGlite (one process) both instances share the in-process bus, as main.ts wires it.
 */
describe(`order status changes reach every instance (${driver === 'postgres' ? 'LISTEN/NOTIFY' : 'in-process'})`, () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let busA: OrderEventBus;
  let busB: OrderEventBus;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase();
    if (driver === 'postgres') {
      const a: PgOrderBus = await createPgOrderBus(fresh.url!, silentLogger);
      const b: PgOrderBus = await createPgOrderBus(fresh.url!, silentLogger);
      busA = a;
      busB = b;
      closers.push(
        () => a.close(),
        () => b.close(),
      );
    } else {
      busA = busB = createMemoryOrderBus();
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await fresh.drop();
  });

  it('a change published on A is heard by B for that order only, within a second, once on A', async () => {
    const onB: OrderStatusEvent[] = [];
    const otherOnB: OrderStatusEvent[] = [];
    const onA: OrderStatusEvent[] = [];
    const heardOnB = new Promise<void>((resolve) =>
      busB.subscribe('10000001', (e) => {
        onB.push(e);
        resolve();
      }),
    );
    busB.subscribe('10000002', (e) => otherOnB.push(e));
    busA.subscribe('10000001', (e) => onA.push(e));

    const started = Date.now();
    await busA.publish({ Order_Id: '10000001', Status: 'Accepted' });
    await heardOnB;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(onB).toEqual([{ Order_Id: '10000001', Status: 'Accepted' }]);
    // A's own watcher heard at once, and not again from the echo of its NOTIFY.
    await new Promise((r) => setTimeout(r, 200));
    expect(onA).toEqual([{ Order_Id: '10000001', Status: 'Accepted' }]);
    expect(otherOnB).toEqual([]);
  });

  it('an unsubscribed watcher hears nothing more', async () => {
    const heard: OrderStatusEvent[] = [];
    const stop = busB.subscribe('10000003', (e) => heard.push(e));
    stop();
    await busA.publish({ Order_Id: '10000003', Status: 'Cancelled' });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });
});
