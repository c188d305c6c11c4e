/**
 * @tm/offline/testing: the fault harness, for tests only (eslint refuses it in production code, like
 * @tm/core/fixtures). Script the network the sync engine sees (`faultyFetch`) or a browser page sees
 * (`routeThrough`, in @tm/offline/testing/playwright): drop and restore it, slow it, answer 500/503/429 with
 * Retry-After, or let the server act while the client has already given up. See docs/offline-sync.md.
 */
export { answer, drop, hang, late, NetworkScript, type Fault, type NetworkLogEntry } from './faults';
export { faultyFetch } from './faulty-fetch';
export { FakeApi, EUR, USD } from './fake-api';
export { offlineHarness, TestClock, type OfflineHarness } from './harness';
