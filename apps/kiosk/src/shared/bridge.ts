/**
 * The contract between the kiosk's main process, its preload and its renderer. Main hands the preload the
 * configuration through a command-line switch (a sandboxed preload can read `process.argv` but no files);
 * the preload exposes `window.kiosk`, the only thing the renderer knows about the host.
 */
export interface KioskBridge {
  /** The kiosk app's version. */
  version: string;
  /** Absolute base of the API, e.g. 'https://rates.example/api'. */
  apiBase: string;
  /** Minutes without input before the kiosk goes back to the wall display. */
  inactivityMinutes: number;
  /** Prints the current page through the main process (the branch's default printer dialog). */
  print(): void;
  /** Staff pressed the leave chord on the keyboard: the renderer goes to the Secure Box. */
  onLeaveWallDisplay(cb: () => void): () => void;
}

/** What main passes to the preload. */
export interface BridgeConfig {
  version: string;
  apiBase: string;
  inactivityMinutes: number;
}

export const BRIDGE_SWITCH = '--tm-kiosk=';

export const IPC = {
  print: 'kiosk:print',
  leaveWallDisplay: 'kiosk:leave-wall-display',
} as const;

export function encodeBridgeArg(config: BridgeConfig): string {
  return BRIDGE_SWITCH + encodeURIComponent(JSON.stringify(config));
}

/** Reads the switch back; anything missing or malformed gives null rather than a half-made config. */
export function decodeBridgeArg(argv: readonly string[]): BridgeConfig | null {
  const arg = argv.find((a) => a.startsWith(BRIDGE_SWITCH));
  if (!arg) return null;
  try {
    const raw: unknown = JSON.parse(decodeURIComponent(arg.slice(BRIDGE_SWITCH.length)));
    if (typeof raw !== 'object' || raw === null) return null;
    const { version, apiBase, inactivityMinutes } = raw as Record<string, unknown>;
    if (typeof version !== 'string' || typeof apiBase !== 'string' || typeof inactivityMinutes !== 'number')
      return null;
    return { version, apiBase, inactivityMinutes };
  } catch {
    return null;
  }
}
