import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { describeBackupError, type BackupResult } from '../backup/backup-files';
import { scheduledJobs } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { every } from './every';

const JOB = 'daily-backup';
/** How often each instance looks whether today's backup is due: a missed check costs a quarter of an hour. */
const EVERY_MS = 15 * 60 * 1000;
const FIRST_AFTER_MS = 5 * 60 * 1000;
/**
 * A claim's life. Longer than any backup of a branch's database takes; if the instance holding it dies (or its
 * backup fails: a full disk), the run is tried again after this, not every quarter of an hour.
 */
const LEASE_MS = 60 * 60 * 1000;

export interface DailyBackupDeps {
  db: Db;
  clock: () => Date;
  logger: Logger;
  backup: () => Promise<BackupResult>;
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * One check: when no backup was done today (UTC) and no live claim is held, claim the run in one UPDATE (the
 * scheduled_jobs row; so of several instances on one database exactly one makes it), make the backup and mark
 * the day done. A failed backup keeps its claim until the lease runs out, so the next try is an hour later.
 */
export async function dailyBackupRound(deps: DailyBackupDeps): Promise<'made' | 'not-due' | 'failed'> {
  const now = deps.clock();
  const job = scheduledJobs;
  await deps.db.insert(job).values({ name: JOB }).onConflictDoNothing();
  const claimed = await deps.db
    .update(job)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(job.name, JOB),
        or(isNull(job.lastDoneAt), lt(job.lastDoneAt, startOfUtcDay(now))),
        or(isNull(job.claimedUntil), lte(job.claimedUntil, now)),
      ),
    )
    .returning({ name: job.name });
  if (claimed.length === 0) return 'not-due';
  try {
    const result = await deps.backup();
    await deps.db.update(job).set({ lastDoneAt: now, claimedUntil: null }).where(eq(job.name, JOB));
    deps.logger.info('daily backup made', {
      file: result.file,
      bytes: result.bytes,
      removed: result.removed,
    });
    return 'made';
  } catch (error) {
    deps.logger.error('daily backup failed; tried again in an hour', { error: describeBackupError(error) });
    return 'failed';
  }
}

/**
 * Checks every `everyMs` in this process (every instance may: see dailyBackupRound); stop() ends it. The first
 * check waits `firstAfterMs`: a start is the machine's busiest moment, and a server that lives a few minutes
 * (a test, a benchmark) has nothing worth a backup.
 */
export function startDailyBackup(deps: DailyBackupDeps, everyMs = EVERY_MS, firstAfterMs = FIRST_AFTER_MS) {
  return every('daily backup check', () => dailyBackupRound(deps), {
    everyMs,
    firstAfterMs,
    logger: deps.logger,
  });
}
