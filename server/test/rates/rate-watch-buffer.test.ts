import { describe, expect, it } from 'vitest';
import { bufferRateWatch, createMemoryRateWatch } from '../../src/rates/rate-watch';

describe("a live-mode round's buffered watch", () => {
  it('writes nothing until flushed, then replays its changes on what the store holds by then', async () => {
    const store = createMemoryRateWatch();
    const round = bufferRateWatch(store, await store.read());
    await round.update((w) => ({ ...w, lastUpdated: 7 }));
    await round.update((w) => ({ ...w, unknownCodes: [...w.unknownCodes, 'XXX'] }));
    expect((await round.read()).lastUpdated).toBe(7);
    expect((await store.read()).lastUpdated).toBe(0);
    // Another instance (a staff Check) changes the stored watch while the round runs: kept after the flush.
    await store.update((w) => ({ ...w, lastError: 'from a Check', unknownCodes: ['YYY'] }));
    await round.flush();
    expect(await store.read()).toMatchObject({
      lastUpdated: 7,
      lastError: 'from a Check',
      unknownCodes: ['YYY', 'XXX'],
    });
    // A second flush with nothing new writes nothing.
    await store.update((w) => ({ ...w, lastUpdated: 1 }));
    await round.flush();
    expect((await store.read()).lastUpdated).toBe(1);
  });
});
