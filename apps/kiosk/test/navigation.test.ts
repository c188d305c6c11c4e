import { describe, expect, it, vi } from 'vitest';
import { isAllowedNavigation, lockNavigation, type GuardableContents } from '../src/main/navigation';
import { APP_ORIGIN } from '../src/main/app-protocol';

describe('isAllowedNavigation', () => {
  it('allows the app origin only', () => {
    expect(isAllowedNavigation('app://kiosk/index.html#/screen', APP_ORIGIN)).toBe(true);
    expect(isAllowedNavigation('app://kiosk/assets/x.js', APP_ORIGIN)).toBe(true);
    expect(isAllowedNavigation('app://other/index.html', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('https://kiosk/index.html', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('https://facebook.com/travelmoney', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('app://evil@kiosk/index.html', APP_ORIGIN)).toBe(false);
    expect(isAllowedNavigation('not a url', APP_ORIGIN)).toBe(false);
  });

  it('compares ports for http origins', () => {
    expect(isAllowedNavigation('http://127.0.0.1:3000/screen', 'http://127.0.0.1:3000')).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:3001/screen', 'http://127.0.0.1:3000')).toBe(false);
  });
});

function fakeContents() {
  const listeners = new Map<string, (...args: never[]) => void>();
  let openHandler: ((d: { url: string }) => { action: string }) | null = null;
  const contents = {
    on: (event: string, l: (...args: never[]) => void) => listeners.set(event, l),
    setWindowOpenHandler: (h: (d: { url: string }) => { action: string }) => {
      openHandler = h;
    },
    loadURL: vi.fn(async () => {}),
  };
  const fire = (event: string, url?: string) => {
    const e = { preventDefault: vi.fn() };
    (listeners.get(event) as (e: unknown, url?: string) => void)(e, url);
    return e.preventDefault.mock.calls.length > 0;
  };
  return {
    contents: contents as unknown as GuardableContents,
    loadURL: contents.loadURL,
    fire,
    open: (url: string) => openHandler!({ url }),
  };
}

describe('lockNavigation', () => {
  it('cancels navigation and redirects away from the app', () => {
    const f = fakeContents();
    const log = vi.fn();
    lockNavigation(f.contents, APP_ORIGIN, log);
    expect(f.fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(f.fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(f.fire('will-navigate', 'app://kiosk/index.html#/box')).toBe(false);
    expect(f.fire('will-attach-webview')).toBe(true);
    expect(log).toHaveBeenCalledWith('blocked navigation to https://example.com/');
  });

  it('never opens a window; same-origin targets load in the kiosk window', () => {
    const f = fakeContents();
    lockNavigation(f.contents, APP_ORIGIN);
    expect(f.open('https://example.com/')).toEqual({ action: 'deny' });
    expect(f.loadURL).not.toHaveBeenCalled();
    expect(f.open('app://kiosk/index.html#/screen')).toEqual({ action: 'deny' });
    expect(f.loadURL).toHaveBeenCalledWith('app://kiosk/index.html#/screen');
  });
});
