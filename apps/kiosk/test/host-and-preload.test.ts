import { describe, expect, it, vi } from 'vitest';
import { connectHost, isLeaveChord, type HostContents } from '../src/main/host-ipc';
import { createKioskBridge } from '../src/preload/create-bridge';
import { decodeBridgeArg, encodeBridgeArg, IPC } from '../src/shared/bridge';

/** A key press with no modifier held; `mods` holds those that are. */
const NO_MODIFIERS = { control: false, shift: false, alt: false, meta: false };
const key = (k: string, mods: Partial<typeof NO_MODIFIERS> = {}) => ({
  type: 'keyDown',
  key: k,
  ...NO_MODIFIERS,
  ...mods,
});

describe('leave chord and print', () => {
  it('recognises Ctrl+Shift+B only', () => {
    expect(isLeaveChord(key('B', { control: true, shift: true }))).toBe(true);
    expect(isLeaveChord(key('b', { control: true }))).toBe(false);
    expect(isLeaveChord(key('b', { control: true, shift: true, alt: true }))).toBe(false);
    expect(isLeaveChord({ ...key('B', { control: true, shift: true }), type: 'keyUp' })).toBe(false);
  });

  it('sends the leave signal and prints only for its own window', () => {
    const ipcHandlers: Record<string, (e: { sender: unknown }) => void> = {};
    let inputHandler: ((e: { preventDefault(): void }, input: ReturnType<typeof key>) => void) | null = null;
    const contents = {
      on: (_: string, l: typeof inputHandler) => {
        inputHandler = l;
      },
      send: vi.fn(),
      print: vi.fn(),
    };
    connectHost({ on: (ch, l) => (ipcHandlers[ch] = l) }, contents as unknown as HostContents);
    const e = { preventDefault: vi.fn() };
    inputHandler!(e, key('b', { control: true, shift: true }));
    expect(e.preventDefault).toHaveBeenCalled();
    expect(contents.send).toHaveBeenCalledWith(IPC.leaveWallDisplay);
    ipcHandlers[IPC.print]!({ sender: {} });
    expect(contents.print).not.toHaveBeenCalled();
    ipcHandlers[IPC.print]!({ sender: contents });
    expect(contents.print).toHaveBeenCalledWith({ silent: false, printBackground: true });
  });
});

describe('preload bridge', () => {
  const config = { version: '1.2.3', apiBase: 'https://x.example/api', inactivityMinutes: 3 };

  it('round-trips the configuration through argv', () => {
    expect(decodeBridgeArg(['electron', encodeBridgeArg(config)])).toEqual(config);
    expect(decodeBridgeArg(['--tm-kiosk=%7Bbad'])).toBeNull();
    expect(decodeBridgeArg([])).toBeNull();
  });

  it('exposes exactly the typed surface', () => {
    const listeners = new Map<string, (...a: unknown[]) => void>();
    const ipc = {
      send: vi.fn(),
      on: vi.fn((ch: string, l: (...a: unknown[]) => void) => listeners.set(ch, l)),
      removeListener: vi.fn((ch: string) => listeners.delete(ch)),
    };
    const bridge = createKioskBridge(ipc, [encodeBridgeArg(config)]);
    expect(Object.keys(bridge).sort()).toEqual([
      'apiBase',
      'inactivityMinutes',
      'onLeaveWallDisplay',
      'print',
      'version',
    ]);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(bridge.version).toBe('1.2.3');
    expect(bridge.apiBase).toBe('https://x.example/api');

    bridge.print();
    expect(ipc.send).toHaveBeenCalledWith(IPC.print);

    const cb = vi.fn();
    const off = bridge.onLeaveWallDisplay(cb);
    listeners.get(IPC.leaveWallDisplay)!({ sender: 'internals' });
    expect(cb).toHaveBeenCalledWith();
    off();
    expect(listeners.has(IPC.leaveWallDisplay)).toBe(false);
  });

  it('refuses to start without configuration', () => {
    expect(() => createKioskBridge({ send: vi.fn(), on: vi.fn(), removeListener: vi.fn() }, [])).toThrow(
      /no configuration/,
    );
  });
});
