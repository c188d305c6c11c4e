import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { orderStatusSchema } from '@tm/core';
import type { Logger } from '../logger';
import { createOrderListeners, type OrderEventBus } from './order-events';

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
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 5, idle_timeout: 0, onnotice: () => {} });
  const instance = randomUUID();
  const listeners = createOrderListeners();

  const meta = await sql.listen(channel, (payload) => {
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
        await sql.notify(channel, JSON.stringify({ from: instance, ...event }));
      } catch (err) {
        // The change is committed; a watcher on another instance sees it at its next re-ask.
        logger.warn('order bus: NOTIFY failed', { error: String(err) });
      }
    },
    subscribe: listeners.add,
    async close() {
      listeners.clear();
      await meta.unlisten().catch(() => {});
      await sql.end({ timeout: 5 });
    },
  };
}
