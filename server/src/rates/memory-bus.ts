import type { RateBus } from './bus';

/** In-process RateBus: enough for one server (PGlite, tests). */
export function createMemoryRateBus(): RateBus {
  const listeners = new Set<() => void>();
  return {
    async notify() {
      for (const cb of [...listeners]) {
        try {
          cb();
        } catch {
          // One failing listener must not stop the others from hearing about new rates.
        }
      }
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
  };
}
