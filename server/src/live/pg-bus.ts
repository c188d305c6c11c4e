import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { RateBus } from '../rates/bus';
import { listenOnChannel } from './pg-channel';

export const RATES_CHANNEL = 'tm_rates_changed';

export interface PgRateBus extends RateBus {
  close(): Promise<void>;
}

/**
 * The RateBus across API instances: `notify()` sends a PostgreSQL NOTIFY that every instance LISTENing on the
 * same database hears, so each drops its currency snapshot and tells its own SSE clients. Local listeners are
 * called at once (the change happened here; no need to wait for the round trip), and this instance ignores
 * the echo of its own notifications. The bus has its own connection: postgres.js keeps LISTEN on a dedicated
 * connection and re-listens after a drop; since notifications sent during the gap are lost, a re-listen is
 * treated as a change.
 */
export async function createPgRateBus(
  databaseUrl: string,
  logger: Logger,
  channel = RATES_CHANNEL,
): Promise<PgRateBus> {
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  let listening = false;

  const fire = () => {
    for (const cb of [...listeners]) {
      try {
        cb();
      } catch (err) {
        logger.warn('rate bus listener failed', { error: String(err) });
      }
    }
  };

  const connection = await listenOnChannel(
    databaseUrl,
    channel,
    (payload) => {
      if (payload !== instance) fire();
    },
    () => {
      if (listening) {
        logger.info('rate bus: listening again after a dropped connection');
        fire();
      }
      listening = true;
    },
  );

  return {
    async notify() {
      fire();
      try {
        await connection.notify(instance);
      } catch (err) {
        // The change is committed; other instances catch up on their next re-listen or refresh.
        logger.warn('rate bus: NOTIFY failed', { error: String(err) });
      }
    },
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    async close() {
      listeners.clear();
      await connection.close();
    },
  };
}
