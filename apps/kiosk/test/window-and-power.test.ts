import { describe, expect, it, vi } from 'vitest';
import { kioskWindowOptions } from '../src/main/window-options';
import { keepDisplayAwake } from '../src/main/power';

describe('kioskWindowOptions', () => {
  it('isolates and sandboxes the renderer, with no Node', () => {
    const o = kioskWindowOptions({ preloadPath: '/app/preload.cjs', kiosk: true, bridgeArg: '--tm-kiosk=x' });
    expect(o.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
      additionalArguments: ['--tm-kiosk=x'],
    });
    expect(o.kiosk).toBe(true);
    expect(o.fullscreen).toBe(true);
  });

  it('a technician can run it windowed with dev tools', () => {
    const o = kioskWindowOptions({ preloadPath: 'p', kiosk: false, bridgeArg: '' });
    expect(o.kiosk).toBe(false);
    expect(o.webPreferences?.devTools).toBe(true);
    expect(o.webPreferences?.sandbox).toBe(true);
  });
});

describe('keepDisplayAwake', () => {
  it('blocks display sleep and releases it', () => {
    const blocker = { start: vi.fn(() => 7), stop: vi.fn(), isStarted: vi.fn(() => true) };
    const stop = keepDisplayAwake(blocker);
    expect(blocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    stop();
    expect(blocker.stop).toHaveBeenCalledWith(7);
  });
});
