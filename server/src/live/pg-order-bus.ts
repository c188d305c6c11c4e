import { randomUUID } from 'node:crypto';
import { orderStatusSchema } from '@tm/core';
import type { Logger } from '../logger';
import { createOrderListeners, type OrderEventBus } from './order-events';
import { listenOnChannel } from './pg-channel';

export const ORDER_STATUS_CHANNEL = 'tm_order_status';

export interface PgOrderBus extends OrderEventBus {
  close(): Promise<void>;
}

/**
 * The OrderEventBus across API instances: a NOTIFY on its own channel (the rate bus carries no payload, this one
 * carries `{ Order_Id, Status }` and the sending instance), heard by every instance LISTENing on the same
 * database, each telling only its own streams watching that order. Local watchers hear at once and the echo of
 * this instance's own notifications is ignored, as in the rate bus (pg-bus.ts). A notification lost while the
 * connection was down is caught up by the page's own re-ask when its stream reconnects.
 */
export async function createPgOrderBus(
  databaseUrl: string,
  logger: Logger,
  channel = ORDER_STATUS_CHANNEL,
): Promise<PgOrderBus> {
  const instance = randomUUID();
  const listeners = createOrderListeners();

  const connection = await listenOnChannel(databaseUrl, channel, (payload) => {
    try {
      const { from, Order_Id, Status } = JSON.parse(payload) as Record<string, unknown>;
      if (from === instance || typeof Order_Id !== 'string') return;
      listeners.fire({ Order_Id, Status: orderStatusSchema.parse(Status) });
    } catch (err) {
      logger.warn('order bus: an unreadable notification was ignored', { error: String(err) });
    }
  });

  return {
    async publish(event) {
      listeners.fire(event);
      try {
        await connection.notify(JSON.stringify({ from: instance, ...event }));
      } catch (err) {
        // The change is committed; a watcher on another instance sees it at its next re-ask.
        logger.warn('order bus: NOTIFY failed', { error: String(err) });
      }
    },
    subscribe: listeners.add,
    subscribeAll: listeners.addAll,
    async close() {
      listeners.clear();
      await connection.close();
    },
  };
}
