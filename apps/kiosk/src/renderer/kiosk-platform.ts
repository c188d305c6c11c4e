import type { Platform } from '@tm/ui';
import type { KioskBridge } from '../shared/bridge';
import type { TokenStore } from './token-store';

/** The shared app's Platform, implemented by the kiosk from the preload's bridge. */
export function kioskPlatform(bridge: KioskBridge, tokens: TokenStore, leaveWallDisplay: () => void) {
  return {
    kind: 'kiosk',
    apiBase: bridge.apiBase,
    version: bridge.version,
    authToken: () => tokens.get(),
    print: () => bridge.print(),
    leaveWallDisplay,
  } satisfies Platform;
}

/** window.kiosk, checked: the renderer opened without the preload (a plain browser) gets null, not a crash. */
export function readBridge(value: unknown): KioskBridge | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Partial<KioskBridge>;
  return typeof b.apiBase === 'string' &&
    typeof b.version === 'string' &&
    typeof b.inactivityMinutes === 'number' &&
    typeof b.print === 'function' &&
    typeof b.onLeaveWallDisplay === 'function'
    ? (b as KioskBridge)
    : null;
}
