import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVER, type TestDatabase } from '../support/test-db';
import { describeReport, runSoak } from './soak';

/**
 * The short soak of `npm test` (the five-minute one is `npm run soak`): the real server under paced mixed
 * traffic for SOAK_SECONDS (default 15), on this project's driver. No unexpected answer, no RSS growth
 * beyond the threshold after warm-up, and it stops by itself on time.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 15);
const MAX_GROWTH_MB = Number(process.env.SOAK_MAX_GROWTH_MB ?? 64);
let pg: TestDatabase | undefined;

beforeAll(async () => {
  if (TEST_DRIVER === 'postgres') pg = await createTestDatabase();
}, 120_000);
afterAll(() => pg?.cleanup());

describe('soak (short)', () => {
  it(`serves ${SECONDS} s of mixed traffic with no error and no memory growth`, async () => {
    const started = Date.now();
    const report = await runSoak({
      seconds: SECONDS,
      rps: Number(process.env.SOAK_RPS ?? 30),
      concurrency: 4,
      maxGrowthMb: MAX_GROWTH_MB,
      databaseUrl: pg?.url,
    });
    console.info(`[soak:${TEST_DRIVER}] ${describeReport(report)}`);
    expect(report.errors).toEqual([]);
    expect(report.errorCount).toBe(0);
    expect(report.rssMb.growth).toBeLessThanOrEqual(MAX_GROWTH_MB);
    // Bounded: it stopped by itself, within its time and count.
    expect(report.seconds).toBeLessThan(SECONDS + 10);
    expect(report.requests).toBeLessThanOrEqual(Math.ceil(SECONDS * 30 * 1.05));
    // Mixed: rate reads, orders and staff actions all happened.
    for (const kind of ['rates', 'rates-304', 'order', 'staff-list', 'staff-accept', 'staff-margin']) {
      expect(report.byKind[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    expect(report.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(180_000);
  }, 240_000);
});
