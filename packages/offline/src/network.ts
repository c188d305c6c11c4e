import type { FetchLike } from './http';

/** The message of a request refused because the sync inspector simulates offline for this tab. */
export const SIMULATED_OFFLINE_ERROR = 'Offline (simulated by the sync inspector in this tab)';

/**
 * The app's own network layer: every request the store makes (rates, charts, orders) goes through here, so
 * the sync inspector can cut this tab off the server without touching the browser (other tabs, the service
 * worker and navigator.onLine carry on). A simulated failure looks to the code exactly like a real one.
 */
export function createAppNetwork(fetch: FetchLike) {
  let simulatedOffline = false;
  return {
    fetch: ((input, init) =>
      simulatedOffline
        ? Promise.reject(new TypeError(SIMULATED_OFFLINE_ERROR))
        : fetch(input, init)) satisfies FetchLike,
    setSimulatedOffline(on: boolean): void {
      simulatedOffline = on;
    },
    isSimulatedOffline: () => simulatedOffline,
  };
}

export type AppNetwork = ReturnType<typeof createAppNetwork>;
