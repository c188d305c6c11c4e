import type { LogFields, Logger } from '../../logger';

/** One line per kind of refusal per this long, however many sockets it refuses meanwhile. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

export interface RefusalLog {
  /**
   * A refusal of `kind` (a cap reached, a timeout): logged at once when it is the first for a while, else
   * counted, and the count goes into the next line of that kind.
   */
  note(kind: string, fields: LogFields): void;
}

/**
 * A flood refuses thousands of sockets a second; a line each would fill the disk and bury the one thing the
 * operator needs: that refusing started, from which address, at what counts. So the first refusal of each
 * kind is logged with its details, later ones only counted, and the next line after the interval says how
 * many were refused since (`refusedSince`).
 */
export function createRefusalLog(
  logger: Logger,
  now: () => number = Date.now,
  intervalMs = REFUSAL_LOG_INTERVAL_MS,
): RefusalLog {
  const state = new Map<string, { loggedAt: number; since: number }>();
  return {
    note(kind, fields) {
      const t = now();
      const s = state.get(kind);
      if (s && t - s.loggedAt < intervalMs) {
        s.since++;
        return;
      }
      logger.warn(`refusing: ${kind}`, { ...fields, ...(s ? { refusedSince: s.since + 1 } : {}) });
      state.set(kind, { loggedAt: t, since: 0 });
    },
  };
}
