// The main process takes only the back-off from core (a subpath keeps zod and the rest out of its bundle).
import { backoffDelay, type BackoffPolicy } from '@tm/core/backoff';

/** The part of Electron's WebContents the watcher uses. */
export interface WatchableContents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  reload(): void;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface RecoveryOptions {
  /** First delay before reloading after a crash; doubles for crashes in quick succession. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a hang may last before the renderer is killed and reloaded. */
  hangGraceMs?: number;
  /** A renderer that stayed up this long resets the back-off. */
  stableAfterMs?: number;
  log?: (msg: string) => void;
}

/**
 * A wall display nobody watches must heal itself: reload the page after the renderer dies, and kill and
 * reload it after it hangs. Crash loops back off (1 s, 2 s, 4 s ... up to a minute) instead of spinning.
 */
export function watchRenderer(contents: WatchableContents, timers: Timers, options: RecoveryOptions = {}) {
  // No jitter: one kiosk, nothing to fall in step with.
  const backoff: BackoffPolicy = { baseMs: options.baseDelayMs ?? 1000, capMs: options.maxDelayMs ?? 60_000 };
  const hangGrace = options.hangGraceMs ?? 10_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  const log = options.log ?? (() => {});
  let failures = 0;
  let lastFailureAt = -Infinity;
  let pendingReload: unknown = null;
  let hangTimer: unknown = null;

  const scheduleReload = (why: string) => {
    const now = timers.now();
    failures = now - lastFailureAt > stableAfter ? 1 : failures + 1;
    lastFailureAt = now;
    const delay = backoffDelay(failures, backoff);
    log(`renderer ${why}; reloading in ${delay} ms`);
    if (pendingReload !== null) timers.clearTimeout(pendingReload);
    pendingReload = timers.setTimeout(() => {
      pendingReload = null;
      if (!contents.isDestroyed()) contents.reload();
    }, delay);
  };

  contents.on('render-process-gone', (_event, details) => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
    // 'clean-exit' is the app closing, not a failure.
    if (details.reason !== 'clean-exit') scheduleReload(`gone (${details.reason})`);
  });
  contents.on('unresponsive', () => {
    if (hangTimer !== null) return;
    hangTimer = timers.setTimeout(() => {
      hangTimer = null;
      if (contents.isDestroyed()) return;
      log('renderer still hung; killing it');
      // Crashing it fires render-process-gone, whose handler reloads; a plain reload cannot reach a hung page.
      contents.forcefullyCrashRenderer();
    }, hangGrace);
  });
  contents.on('responsive', () => {
    if (hangTimer !== null) timers.clearTimeout(hangTimer);
    hangTimer = null;
  });
}
