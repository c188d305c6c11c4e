import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { WriteFailureCause } from '../db/errors';
import type { AppDeps } from '../deps';

/** The row the readiness check writes (and deletes) to learn whether writes work again. */
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

const healths = new WeakMap<object, WriteHealth>();

export function writeHealthFor(deps: Pick<AppDeps, 'db' | 'logger' | 'config'>): WriteHealth {
  let health = healths.get(deps);
  if (!health) {
    health = createWriteHealth(deps);
    healths.set(deps, health);
  }
  return health;
}

function createWriteHealth(deps: Pick<AppDeps, 'db' | 'logger' | 'config'>): WriteHealth {
  let failing: WriteFailureCause | null = null;
  const where = deps.config.DATABASE_URL
    ? 'the PostgreSQL server (DATABASE_URL)'
    : resolve(deps.config.DATA_DIR);
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
          sql`insert into rate_limit_windows (key, count, reset_at) values (${PROBE_KEY}, 0, now())
              on conflict (key) do update set count = 0`,
        );
        await deps.db.execute(sql`delete from rate_limit_windows where key = ${PROBE_KEY}`);
      } catch {
        return false;
      }
      deps.logger.info('writes work again', { after: failing, where });
      failing = null;
      return true;
    },
  };
}
