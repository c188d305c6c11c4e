import { describe, expect, it, vi } from 'vitest';
import { watchRenderer, type Timers, type WatchableContents } from '../src/main/crash-recovery';

function setup() {
  let now = 0;
  const queue: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = nextId++;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = queue.findIndex((t) => t.id === id);
      if (i >= 0) queue.splice(i, 1);
    },
    now: () => now,
  };
  const advance = (ms: number) => {
    now += ms;
    for (;;) {
      queue.sort((a, b) => a.at - b.at);
      const t = queue[0];
      if (!t || t.at > now) break;
      queue.shift();
      t.fn();
    }
  };
  const listeners: Record<string, (...args: unknown[]) => void> = {};
  const contents = {
    on: (event: string, l: (...args: unknown[]) => void) => {
      listeners[event] = l;
    },
    reload: vi.fn(),
    forcefullyCrashRenderer: vi.fn(() => listeners['render-process-gone']!({}, { reason: 'killed' })),
    isDestroyed: vi.fn(() => false),
  };
  watchRenderer(contents as unknown as WatchableContents, timers, {
    baseDelayMs: 1000,
    hangGraceMs: 10_000,
    stableAfterMs: 60_000,
  });
  return { contents, listeners, advance };
}

describe('watchRenderer', () => {
  it('reloads after the renderer crashes', () => {
    const { contents, listeners, advance } = setup();
    listeners['render-process-gone']!({}, { reason: 'crashed' });
    advance(999);
    expect(contents.reload).not.toHaveBeenCalled();
    advance(1);
    expect(contents.reload).toHaveBeenCalledOnce();
  });

  it('backs off when crashes repeat, and resets once stable', () => {
    const { contents, listeners, advance } = setup();
    const crash = () => listeners['render-process-gone']!({}, { reason: 'oom' });
    crash();
    advance(1000);
    crash();
    advance(1999);
    expect(contents.reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(contents.reload).toHaveBeenCalledTimes(2);
    advance(120_000);
    crash();
    advance(1000);
    expect(contents.reload).toHaveBeenCalledTimes(3);
  });

  it('ignores a clean exit', () => {
    const { contents, listeners, advance } = setup();
    listeners['render-process-gone']!({}, { reason: 'clean-exit' });
    advance(100_000);
    expect(contents.reload).not.toHaveBeenCalled();
  });

  it('kills and reloads a renderer that stays hung', () => {
    const { contents, listeners, advance } = setup();
    listeners.unresponsive!();
    advance(9_999);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    advance(1);
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledOnce();
    advance(1000);
    expect(contents.reload).toHaveBeenCalledOnce();
  });

  it('leaves a renderer alone that recovers from a hang', () => {
    const { contents, listeners, advance } = setup();
    listeners.unresponsive!();
    advance(5000);
    listeners.responsive!();
    advance(60_000);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(contents.reload).not.toHaveBeenCalled();
  });

  it('does not touch a destroyed window', () => {
    const { contents, listeners, advance } = setup();
    contents.isDestroyed.mockReturnValue(true);
    listeners['render-process-gone']!({}, { reason: 'crashed' });
    advance(5000);
    expect(contents.reload).not.toHaveBeenCalled();
  });
});
