import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeApi } from './fake-api';

/**
 * A setup file, so it runs for every ui test file even though a worker evaluates test/fake-api.ts once: the fake
 * network listens for the file (after test/no-network.ts has replaced fetch, which it wraps), and each test
 * starts with no answers and no calls recorded.
 */
beforeAll(() => fakeApi.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => fakeApi.reset());
afterAll(() => fakeApi.server.close());
