/**
 * The ui tests run in happy-dom, whose fetch and EventSource really dial localhost:3000. No ui test may reach a
 * network: a call a test did not fake fails at once, as an unreachable server would (the app shows its offline
 * path), instead of a real connection attempt printing ECONNREFUSED into the run.
 *
 * Assigned, not `vi.stubGlobal`: a test's `vi.unstubAllGlobals()` (after stubbing EventSource, say) must not
 * put the real fetch back under the fake network for the rest of the file.
 */
// Defined rather than assigned: the fake network leaves `fetch` read-only when it stops listening.
Object.defineProperty(globalThis, 'fetch', {
  configurable: true,
  writable: true,
  value: (input: RequestInfo | URL) =>
    Promise.reject(new TypeError(`fetch failed: no network in ui tests (${String(input)})`)),
});
