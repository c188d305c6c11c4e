import { beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../../src/app';
import type { InfraDeps } from '../../src/deps';
import { withServices } from '../../src/services';
import { seedCurrencies } from '../../src/db/seed';
import type { Database } from '../../src/db/types';
import { testConfig } from '../../src/env';
import { createMemoryLimiterStore } from '../../src/http/limiter-store';
import { createMemoryRateWatch } from '../../src/rates/rate-watch';
import { silentLogger } from '../../src/logger';
import { createOutbox } from '../../src/mail/outbox';
import { createMemoryOrderBus } from '../../src/live/order-events';
import { createMemoryRateBus } from '../../src/rates/memory-bus';
import { cryptoRandomness } from '../../src/random';
import { createOfflineRateProvider } from '../../src/rates/offline-provider';
import { testDatabaseForFile } from './test-db';

/** Fixed keys, so a test can make the tokens a browser would hold. */
export const TEST_SECRETS = { csrf: 'test-csrf-secret-0123456789abcdef0123456789' };

/** Every test sees the same instant, so stored times are predictable. */
export const FIXED_NOW = new Date('2026-11-02T10:30:00.000Z');

/** The deps main.ts would build on this database, services included (`withServices`), with `overrides`. */
export function testDeps(database: Database, overrides: Partial<InfraDeps> = {}): AppDeps {
  const clock = () => new Date(FIXED_NOW);
  return withServices({
    db: database.db,
    raw: database.raw,
    driver: database.driver,
    clock,
    random: cryptoRandomness,
    outbox: createOutbox({ clock }),
    rates: createOfflineRateProvider(),
    bus: createMemoryRateBus(),
    orderEvents: createMemoryOrderBus(),
    config: testConfig({ BRANCH_EMAIL: 'branch@test.local' }),
    logger: silentLogger,
    limitStore: createMemoryLimiterStore(),
    rateWatch: createMemoryRateWatch(),
    secrets: TEST_SECRETS,
    ...overrides,
  });
}

/** A seeded database and an app on it, through app.request(). */
export async function seededApp(database: Database, overrides: Partial<InfraDeps> = {}) {
  await seedCurrencies(database.db);
  const deps = testDeps(database, overrides);
  return { app: createApp(deps), deps };
}

/**
 * A seeded app on a database of its own for the calling test file: made before its tests, dropped after
 * them. Read `app` and `deps` inside tests (they are set once beforeAll has run).
 */
export function seededAppForFile(overrides: Partial<InfraDeps> = {}): Awaited<ReturnType<typeof seededApp>> {
  const tdb = testDatabaseForFile();
  const ctx = {} as Awaited<ReturnType<typeof seededApp>>;
  beforeAll(async () => {
    Object.assign(ctx, await seededApp(tdb.database, overrides));
  });
  return ctx;
}

/** JSON request helper for app.request(). */
export function jsonRequest(
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
