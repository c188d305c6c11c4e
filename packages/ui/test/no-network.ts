import { vi } from 'vitest';

/**
 * The ui tests run in happy-dom, whose fetch and EventSource really dial localhost:3000. No ui test may reach a
 * network: a call a test did not fake fails at once, as an unreachable server would (the app shows its offline
 * path), instead of a real connection attempt printing ECONNREFUSED into the run.
 */
vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`fetch failed: no network in ui tests (${String(input)})`)),
);
