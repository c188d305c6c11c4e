import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncSnapshot } from '../src';
import { SIMULATED_OFFLINE_ERROR } from '../src';
import { hang, offlineHarness, type OfflineHarness } from '../testing';
import { collectLine, nextValue, orderFor } from './helpers';

let h: OfflineHarness;
afterEach(() => h?.close());

describe('sync inspector port', () => {
  it('shows the outbox, the caches with their ETag and age, My orders and the cart, live', async () => {
    h = offlineHarness();
    await h.store.rates.refresh();
    const line = collectLine('50');
    await h.store.cart.add(line);
    const { key } = await h.store.outbox.submit(orderFor([collectLine()]));
    const snap = await nextValue<SyncSnapshot>(h.store.inspector.watch, (s) => s.myOrders.length === 1);
    expect(snap.rates).toEqual({
      id: 'rates',
      fetchedAt: h.clock.now().toISOString(),
      etag: '"v1"',
      currencies: 2,
    });
    expect(snap.outbox).toMatchObject([{ key, state: 'delivered', lastAnswer: { status: 201 } }]);
    expect(snap.cart).toEqual([line]);
    expect(snap.charts).toEqual([]);
  });

  it("simulates offline in this tab's own network layer, then drains when it ends", async () => {
    h = offlineHarness();
    h.store.inspector.simulateOffline(true);
    expect(h.store.online.get()).toEqual({ online: false, browserOnline: true, serverReachable: false });
    expect(h.store.inspector.isSimulatedOffline()).toBe(true);
    const { key, queued } = await h.store.outbox.submit(orderFor([collectLine()]));
    expect(queued).toBe(true);
    expect(h.net.log).toEqual([]); // nothing left the tab
    expect((await h.store.outbox.list())[0]?.lastError).toBe(SIMULATED_OFFLINE_ERROR);

    h.store.inspector.simulateOffline(false);
    await vi.waitFor(async () => expect(h.api.orderCalls).toEqual([key]));
    await vi.waitFor(() =>
      expect(h.store.online.get()).toEqual({ online: true, browserOnline: true, serverReachable: true }),
    );
  });

  it('drops a waiting order, but never one that is being sent', async () => {
    h = offlineHarness({ requestTimeoutMs: 60_000 });
    h.net.offline();
    const waiting = await h.store.outbox.submit(orderFor([collectLine()]));
    h.net.online().next(hang());
    const sending = h.store.outbox.submit(orderFor([collectLine()]));
    await vi.waitFor(async () =>
      expect((await h.store.outbox.list()).map((r) => r.state).sort()).toEqual(['queued', 'sending']),
    );
    const inFlight = (await h.store.outbox.list()).find((r) => r.state === 'sending')!;
    expect(await h.store.inspector.drop(inFlight.key)).toEqual({ ok: false, reason: 'sending' });
    expect(await h.store.inspector.drop(waiting.key)).toMatchObject({
      ok: true,
      dropped: { key: waiting.key },
    });
    expect(await h.store.inspector.drop(waiting.key)).toEqual({ ok: false, reason: 'gone' });
    h.net.release();
    await sending;
    expect((await h.store.outbox.list()).map((r) => r.key)).toEqual([inFlight.key]);
  });
});
