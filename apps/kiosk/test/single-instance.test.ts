import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from '../src/main/single-instance';

function fakeApp(locked: boolean) {
  const handlers: Record<string, () => void> = {};
  return {
    requestSingleInstanceLock: vi.fn(() => locked),
    quit: vi.fn(),
    on: vi.fn((event: string, l: () => void) => {
      handlers[event] = l;
    }),
    handlers,
  };
}

describe('claimSingleInstance', () => {
  it('the first instance keeps running and focuses its window when another starts', () => {
    const app = fakeApp(true);
    const focus = vi.fn();
    expect(claimSingleInstance(app, focus)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.handlers['second-instance']!();
    expect(focus).toHaveBeenCalledOnce();
  });

  it('a second instance quits without wiring anything', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.on).not.toHaveBeenCalled();
  });
});
