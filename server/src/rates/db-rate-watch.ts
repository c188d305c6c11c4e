import { rateWatchSchema, type RateWatch } from '@tm/core';
import { eq } from 'drizzle-orm';
import { liveModeSettings } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { EMPTY_WATCH, type RateWatchStore } from './rate-watch';

/** The one row of live mode: every instance reads and writes this id. */
export const LIVE_MODE_ROW = 'rates';

/** Makes the row when it is missing (a fresh database); a race between instances makes it once. */
export async function ensureLiveModeRow(db: Queryable): Promise<void> {
  await db.insert(liveModeSettings).values({ id: LIVE_MODE_ROW }).onConflictDoNothing();
}

/** A stored watch read back through core's schema; a missing or unreadable one is the empty watch. */
const watchOf = (value: unknown): RateWatch => {
  const parsed = rateWatchSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_WATCH;
};

/**
 * The rate watch in the live-mode row (issue 20), so GET /liveMode answers the same on every instance: each
 * update locks the row, applies the change and writes it in one transaction, so two instances' updates never
 * lose each other's.
 */
export function createDbRateWatch(db: Db): RateWatchStore {
  return {
    async read() {
      const [row] = await db
        .select({ watch: liveModeSettings.watch })
        .from(liveModeSettings)
        .where(eq(liveModeSettings.id, LIVE_MODE_ROW));
      return watchOf(row?.watch);
    },
    async update(change) {
      return db.transaction(async (tx) => {
        await ensureLiveModeRow(tx);
        const [row] = await tx
          .select({ watch: liveModeSettings.watch })
          .from(liveModeSettings)
          .where(eq(liveModeSettings.id, LIVE_MODE_ROW))
          .for('update');
        const next = change(watchOf(row?.watch));
        await tx.update(liveModeSettings).set({ watch: next }).where(eq(liveModeSettings.id, LIVE_MODE_ROW));
        return next;
      });
    },
  };
}
