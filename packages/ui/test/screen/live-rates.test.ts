import { describe, expect, it, vi } from 'vitest';
import { startLiveRates, type EventSourceLike, type LiveStatus } from '../../src/screen/live-rates';

class FakeSource implements EventSourceLike {
  onopen: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  closed = false;
  listeners = new Map<string, (ev: { data: string }) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (ev: { data: string }) => void) {
    this.listeners.set(type, l);
  }
  close() {
    this.closed = true;
  }
  emit(version: string) {
    this.listeners.get('rates')!({ data: JSON.stringify({ version }) });
  }
}

function setup() {
  const sources: FakeSource[] = [];
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const refresh = vi.fn();
  const statuses: LiveStatus[] = [];
  const live = startLiveRates({
    url: '/api/events',
    refresh,
    onStatus: (s) => statuses.push(s),
    createEventSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    pollMs: 10_000,
    safetyPollMs: 60_000,
    baseBackoffMs: 1000,
    maxBackoffMs: 8000,
    random: () => 0.5,
    setTimeout: (fn, ms) => (timers.set(++id, { at: now + ms, fn }), id),
    clearTimeout: (h) => void timers.delete(h as number),
  });
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...timers].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > end) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = end;
  };
  return { sources, refresh, statuses, live, advance };
}

describe('live rates client', () => {
  it('refreshes when the version changes, not when it repeats', () => {
    const { sources, refresh, live } = setup();
    const es = sources[0]!;
    expect(es.url).toBe('/api/events');
    es.onopen!({});
    expect(live.status()).toBe('live');
    es.emit('v1');
    es.emit('v1');
    expect(refresh).toHaveBeenCalledTimes(1);
    es.emit('v2');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('on error: polls, and reconnects with a back-off that doubles up to the cap', () => {
    const { sources, refresh, live, advance, statuses } = setup();
    sources[0]!.onopen!({});
    sources[0]!.onerror!({});
    expect(sources[0]!.closed).toBe(true);
    expect(live.status()).toBe('polling');
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(999);
    expect(sources).toHaveLength(1);
    advance(1);
    expect(sources).toHaveLength(2);
    sources[1]!.onerror!({});
    advance(1999);
    expect(sources).toHaveLength(2);
    advance(1);
    expect(sources).toHaveLength(3);
    for (let i = 0; i < 5; i++) {
      sources.at(-1)!.onerror!({});
      advance(8000);
    }
    expect(sources).toHaveLength(8);
    // Meanwhile GET /api/currency is polled every 10 s.
    const before = refresh.mock.calls.length;
    advance(30_000);
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(before + 3);
    expect(statuses).toEqual(['live', 'polling']);
  });

  it('back to live: the back-off resets and polling slows to the safety interval', () => {
    const { sources, refresh, live, advance } = setup();
    sources[0]!.onerror!({});
    advance(1000);
    sources[1]!.onopen!({});
    expect(live.status()).toBe('live');
    sources[1]!.emit('v9');
    const calls = refresh.mock.calls.length;
    advance(59_000);
    expect(refresh.mock.calls.length).toBe(calls);
    advance(1000);
    expect(refresh.mock.calls.length).toBe(calls + 1);
    sources[1]!.onerror!({});
    advance(1000);
    expect(sources).toHaveLength(3);
  });

  it('stop closes the stream and every timer', () => {
    const { sources, refresh, live, advance } = setup();
    sources[0]!.onerror!({});
    live.stop();
    const calls = refresh.mock.calls.length;
    advance(120_000);
    expect(sources).toHaveLength(1);
    expect(refresh.mock.calls.length).toBe(calls);
  });
});
