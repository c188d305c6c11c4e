import { describe, expect, it, vi } from 'vitest';
import {
  createInactivityTimer,
  isAwayFromBoard,
  watchInactivity,
  ACTIVITY_EVENTS,
} from '../src/renderer/inactivity';
import { kioskPlatform, readBridge } from '../src/renderer/kiosk-platform';
import { capturingFetch, storageTokenStore, TOKEN_KEY } from '../src/renderer/token-store';
import type { KioskBridge } from '../src/shared/bridge';

function fakeTimers() {
  let now = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  return {
    timers: {
      setTimeout: (fn: () => void, ms: number) => (queue.set(++id, { at: now + ms, fn }), id),
      clearTimeout: (h: unknown) => void queue.delete(h as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [k, t] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now && queue.has(k)) {
          queue.delete(k);
          t.fn();
        }
      }
    },
  };
}

describe('inactivity', () => {
  it('fires after the timeout without activity, and again after the next quiet period', () => {
    const t = fakeTimers();
    const idle = vi.fn();
    createInactivityTimer(180_000, idle, t.timers);
    t.advance(179_999);
    expect(idle).not.toHaveBeenCalled();
    t.advance(1);
    expect(idle).toHaveBeenCalledTimes(1);
    t.advance(180_000);
    expect(idle).toHaveBeenCalledTimes(2);
  });

  it('activity restarts the wait; stop ends it', () => {
    const t = fakeTimers();
    const idle = vi.fn();
    const timer = createInactivityTimer(1000, idle, t.timers);
    t.advance(900);
    timer.poke();
    t.advance(900);
    expect(idle).not.toHaveBeenCalled();
    timer.stop();
    t.advance(10_000);
    expect(idle).not.toHaveBeenCalled();
  });

  it('listens for touches, keys and pointer moves on the window', () => {
    const t = fakeTimers();
    const listeners = new Map<string, () => void>();
    const target = {
      addEventListener: vi.fn((type: string, l: () => void) => listeners.set(type, l)),
      removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    };
    const idle = vi.fn();
    const stop = watchInactivity(target, 1000, idle, t.timers);
    expect([...listeners.keys()].sort()).toEqual([...ACTIVITY_EVENTS].sort());
    t.advance(800);
    listeners.get('keydown')!();
    t.advance(800);
    expect(idle).not.toHaveBeenCalled();
    t.advance(200);
    expect(idle).toHaveBeenCalledOnce();
    stop();
    expect(listeners.size).toBe(0);
  });

  it('knows when the kiosk is away from the board', () => {
    expect(isAwayFromBoard('/screen')).toBe(false);
    expect(isAwayFromBoard('/dashboard/manageOrders')).toBe(true);
    expect(isAwayFromBoard('/box')).toBe(true);
    expect(isAwayFromBoard('/')).toBe(true);
  });
});

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m,
  };
}

describe('staff token', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('asks for the token at sign-in and at a verification link, keeps it, and forgets it at sign-out', async () => {
    const storage = memoryStorage();
    const tokens = storageTokenStore(storage);
    const asked: Array<[string, string | null]> = [];
    const inner = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push([
        url.replace('https://api.example/api', ''),
        new Headers(init?.headers).get('x-session-transport'),
      ]);
      if (url.endsWith('/auth/signin')) return json({ user: { email: 'a@b.c' }, token: 'tok-1' });
      if (url.endsWith('/auth/verify')) return json({ user: { email: 'a@b.c' }, token: 'tok-2' });
      if (url.endsWith('/auth/signup')) return json({ message: 'Check your email' }, 202);
      return new Response(null, { status: 204 });
    });
    const f = capturingFetch(inner, 'https://api.example/api/', tokens);
    const res = await f('https://api.example/api/auth/signin', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await res.json()).toMatchObject({ token: 'tok-1' });
    expect(storage.m.get(TOKEN_KEY)).toBe('tok-1');
    await f('https://api.example/api/auth/signup', { method: 'POST' });
    expect(tokens.get()).toBe('tok-1');
    await f('https://api.example/api/auth/verify', { method: 'POST' });
    expect(tokens.get()).toBe('tok-2');
    await f('https://api.example/api/auth/signout', { method: 'POST' });
    expect(tokens.get()).toBeNull();
    expect(asked).toEqual([
      ['/auth/signin', 'bearer'],
      ['/auth/signup', null],
      ['/auth/verify', 'bearer'],
      ['/auth/signout', null],
    ]);
    // The caller's own headers ride along.
    expect(new Headers(inner.mock.calls[0]![1]!.headers).get('content-type')).toBe('application/json');
  });

  it('ignores failed sign-ins, other paths and other hosts', async () => {
    const tokens = storageTokenStore(memoryStorage());
    const f = capturingFetch(async () => json({ token: 'nope' }, 401), 'https://api.example/api', tokens);
    await f('https://api.example/api/auth/signin', { method: 'POST' });
    expect(tokens.get()).toBeNull();
    const ok = capturingFetch(async () => json({ token: 'x' }), 'https://api.example/api', tokens);
    await ok('https://evil.example/api/auth/signin', { method: 'POST' });
    await ok('https://api.example/api/currency');
    expect(tokens.get()).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const tokens = storageTokenStore(broken);
    expect(() => tokens.set('x')).not.toThrow();
    expect(tokens.get()).toBeNull();
    expect(() => tokens.clear()).not.toThrow();
  });
});

describe('kiosk platform', () => {
  const bridge: KioskBridge = {
    version: '1.0.0',
    apiBase: 'https://api.example/api',
    inactivityMinutes: 3,
    print: vi.fn(),
    onLeaveWallDisplay: vi.fn(() => () => {}),
  };

  it('implements the Platform from the bridge and the token store', () => {
    const tokens = storageTokenStore(memoryStorage());
    const leave = vi.fn();
    const p = kioskPlatform(bridge, tokens, leave);
    expect(p.kind).toBe('kiosk');
    expect(p.apiBase).toBe('https://api.example/api');
    expect(p.authToken()).toBeNull();
    tokens.set('t');
    expect(p.authToken()).toBe('t');
    p.print();
    expect(bridge.print).toHaveBeenCalled();
    p.leaveWallDisplay();
    expect(leave).toHaveBeenCalled();
  });

  it('accepts only a complete bridge', () => {
    expect(readBridge(bridge)).toBe(bridge);
    expect(readBridge(undefined)).toBeNull();
    expect(readBridge({ ...bridge, apiBase: 1 })).toBeNull();
    expect(readBridge({ version: '1' })).toBeNull();
  });
});
