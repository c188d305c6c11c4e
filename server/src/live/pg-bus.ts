import type { Logger } from '../logger';
import type { RateBus } from '../rates/bus';
import { relayOnChannel, type Closable } from './pg-relay';

export const RATES_CHANNEL = 'tm_rates_changed';

/**
 * The RateBus across API instances (pg-relay.ts): a change tells every instance on the same database, so each
 * drops its currency snapshot and tells its own SSE clients. The payload is only the sending instance: a rate
 * change carries nothing else. Since notifications sent while the connection was down are lost, a re-listen is
 * treated as a change.
 */
export async function createPgRateBus(databaseUrl: string, logger: Logger): Promise<Closable<RateBus>> {
  const listeners = new Set<() => void>();

  const fire = () => {
    for (const cb of [...listeners]) {
      try {
        cb();
      } catch (err) {
        logger.warn('rate bus listener failed', { error: String(err) });
      }
    }
  };

  const relay = await relayOnChannel<void>(databaseUrl, RATES_CHANNEL, logger, {
    name: 'rate bus',
    deliver: fire,
    encode: (_change, from) => from,
    decode: (payload) => ({ from: payload, message: undefined }),
    onRelisten: fire,
  });

  return {
    notify: () => relay.publish(),
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    async close() {
      listeners.clear();
      await relay.close();
    },
  };
}
