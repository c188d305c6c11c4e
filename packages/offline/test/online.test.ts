import { describe, expect, it } from 'vitest';
import { OnlineTracker, type OnlineHost } from '../src/online';

function host(onLine: boolean) {
  const fns: [string, () => void][] = [];
  const h: OnlineHost = {
    onLine: () => onLine,
    addEventListener: (t, fn) => void fns.push([t, fn]),
    removeEventListener: (t, fn) =>
      void fns.splice(
        fns.findIndex(([a, b]) => a === t && b === fn),
        1,
      ),
  };
  const fire = (t: 'online' | 'offline') => {
    onLine = t === 'online';
    for (const [k, fn] of [...fns]) if (k === t) fn();
  };
  return { h, fire, fns };
}

describe('online state', () => {
  it('follows the browser events and what requests to the server taught it', () => {
    const { h, fire } = host(true);
    const t = new OnlineTracker(h);
    const seen: boolean[] = [];
    t.subscribe((s) => seen.push(s.online));
    t.reportServer(false);
    expect(t.get()).toEqual({ online: false, browserOnline: true, serverReachable: false });
    fire('offline');
    fire('online'); // a new network: try the server again
    expect(t.get()).toEqual({ online: true, browserOnline: true, serverReachable: true });
    expect(seen).toEqual([true, false, false, true]);
  });

  it('hands out the same snapshot until something changes (for useSyncExternalStore)', () => {
    const t = new OnlineTracker(host(true).h);
    const a = t.get();
    expect(t.get()).toBe(a);
    t.reportServer(true); // no change
    expect(t.get()).toBe(a);
    t.reportServer(false);
    expect(t.get()).not.toBe(a);
  });

  it('lets go of the page when disposed', () => {
    const { h, fns } = host(false);
    const t = new OnlineTracker(h);
    const off = t.onReconnect(() => undefined);
    expect(fns).toHaveLength(3);
    off();
    t.dispose();
    expect(fns).toHaveLength(0);
  });
});
