import { decodeBridgeArg, IPC, type KioskBridge } from '../shared/bridge';

/** The part of Electron's ipcRenderer the bridge uses. */
export interface BridgeIpc {
  send(channel: string): void;
  on(channel: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * The whole host surface the renderer gets: plain values and three functions, nothing that hands the page
 * an IPC channel or Node. Without main's configuration it refuses to build rather than guess an API address.
 */
export function createKioskBridge(ipc: BridgeIpc, argv: readonly string[]): KioskBridge {
  const config = decodeBridgeArg(argv);
  if (!config) throw new Error('kiosk preload: the main process passed no configuration');
  return Object.freeze({
    version: config.version,
    apiBase: config.apiBase,
    inactivityMinutes: config.inactivityMinutes,
    print: () => ipc.send(IPC.print),
    onLeaveWallDisplay(cb: () => void) {
      // Drop the IPC event object: the page gets a call, not Electron's internals.
      const listener = () => cb();
      ipc.on(IPC.leaveWallDisplay, listener);
      return () => {
        ipc.removeListener(IPC.leaveWallDisplay, listener);
      };
    },
  });
}
