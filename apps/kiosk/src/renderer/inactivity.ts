/**
 * After N minutes without a touch, key press or pointer move, the kiosk goes back to the wall display (and
 * forgets the staff session): a dashboard left open in the branch must not stay open.
 */
export interface InactivityTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface InactivityTimer {
  /** Activity seen: start the wait again. */
  poke(): void;
  stop(): void;
}

export function createInactivityTimer(
  timeoutMs: number,
  onIdle: () => void,
  timers: InactivityTimers,
): InactivityTimer {
  let handle: unknown = null;
  let stopped = false;
  const arm = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = stopped
      ? null
      : timers.setTimeout(() => {
          handle = null;
          onIdle();
          // Keep watching: the next period of inactivity returns to the board again.
          arm();
        }, timeoutMs);
  };
  arm();
  return {
    poke: arm,
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface ActivityTarget {
  addEventListener(
    type: string,
    listener: () => void,
    options?: { passive?: boolean; capture?: boolean },
  ): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
}

/** Listens for activity on `target` (the window) and returns a stop. */
export function watchInactivity(
  target: ActivityTarget,
  timeoutMs: number,
  onIdle: () => void,
  timers: InactivityTimers,
): () => void {
  const timer = createInactivityTimer(timeoutMs, onIdle, timers);
  const poke = () => timer.poke();
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, poke, { passive: true, capture: true });
  return () => {
    timer.stop();
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, poke, { capture: true });
  };
}

/** True when the kiosk is somewhere other than the board (hash routing: '#/dashboard', '#/box'...). */
export function isAwayFromBoard(pathname: string): boolean {
  return pathname !== '/screen' && !pathname.startsWith('/screen/');
}
