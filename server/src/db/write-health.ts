import { sql } from 'drizzle-orm';
import type { WriteFailureCause } from './errors';
import type { Db } from './types';
import type { Logger } from '../logger';

/** The row the readiness check writes (and deletes) in `write_probes` to learn whether writes work again. */
const PROBE_KEY = 'health:write-probe';

/**
 * Whether this instance's writes are failing for a reason of the machine (a full or read-only disk). The
 * first failure is logged once, naming the cause and where the data lives; the readiness check then answers
 * "not ready" until a probe write succeeds, so a proxy stops sending orders this instance cannot keep.
 */
export interface WriteHealth {
  readonly failing: WriteFailureCause | null;
  failed(cause: WriteFailureCause): void;
  /** Tries a small write; true (and logged, once) when writes work again. */
  probe(): Promise<boolean>;
}

/** One per app, built at start (services.ts) and read as `deps.writeHealth`. */
export function createWriteHealth(deps: {
  db: Db;
  logger: Logger;
  /** Where the data lives, for the log: the PostgreSQL server, or PGlite's data folder. */
  where: string;
}): WriteHealth {
  let failing: WriteFailureCause | null = null;
  const { where } = deps;
  return {
    get failing() {
      return failing;
    },
    failed(cause) {
      if (failing) return;
      failing = cause;
      deps.logger.error('writes are failing; answering 503 and not ready until one works', { cause, where });
    },
    async probe() {
      if (!failing) return true;
      try {
        await deps.db.execute(
          sql`insert into write_probes (key, at) values (${PROBE_KEY}, now())
              on conflict (key) do update set at = excluded.at`,
        );
        await deps.db.execute(sql`delete from write_probes where key = ${PROBE_KEY}`);
      } catch {
        return false;
      }
      deps.logger.info('writes work again', { after: failing, where });
      failing = null;
      return true;
    },
  };
}
