import { orderStatusSchema } from '@tm/core';
import type { Logger } from '../logger';
import { createOrderListeners, type OrderEventBus, type OrderStatusEvent } from './order-events';
import { relayOnChannel, type Closable } from './pg-relay';

export const ORDER_STATUS_CHANNEL = 'tm_order_status';

/**
 * The OrderEventBus across API instances (pg-relay.ts): a NOTIFY on its own channel carrying `{ Order_Id,
 * Status }` and the sending instance, heard by every instance on the same database, each telling only its own
 * streams watching that order. A notification lost while the connection was down is caught up by the page's
 * own re-ask when its stream reconnects.
 */
export async function createPgOrderBus(
  databaseUrl: string,
  logger: Logger,
): Promise<Closable<OrderEventBus>> {
  const listeners = createOrderListeners();

  const relay = await relayOnChannel<OrderStatusEvent>(databaseUrl, ORDER_STATUS_CHANNEL, logger, {
    name: 'order bus',
    deliver: listeners.fire,
    encode: (event, from) => JSON.stringify({ from, ...event }),
    decode(payload) {
      const { from, Order_Id, Status } = JSON.parse(payload) as Record<string, unknown>;
      if (typeof Order_Id !== 'string') return undefined;
      return { from, message: { Order_Id, Status: orderStatusSchema.parse(Status) } };
    },
  });

  return {
    publish: relay.publish,
    subscribe: listeners.add,
    subscribeAll: listeners.addAll,
    async close() {
      listeners.clear();
      await relay.close();
    },
  };
}
