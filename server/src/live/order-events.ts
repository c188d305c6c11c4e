import type { OrderStatus } from '@tm/core';

/** What a watcher of one order hears: its number and its new status, nothing else about it. */
export interface OrderStatusEvent {
  Order_Id: string;
  Status: OrderStatus;
}

/**
 * Customer-visible status changes (placed, accept, complete, delete, expire, cancel), told to the SSE streams
 * watching that one order and to the staff screens' stream, which hears every order. In one process this is memory (below); across PostgreSQL-backed instances the
 * LISTEN/NOTIFY bus (live/pg-order-bus.ts) implements the same interface. Publish after the change committed:
 * a watcher re-reads the order when it hears of it.
 */
export interface OrderEventBus {
  publish(event: OrderStatusEvent): Promise<void>;
  /** Calls `cb` with each change of order `orderId`; returns an unsubscribe. */
  subscribe(orderId: string, cb: (event: OrderStatusEvent) => void): () => void;
  /** Calls `cb` with every order's changes, new orders included (the staff screens); returns an unsubscribe. */
  subscribeAll(cb: (event: OrderStatusEvent) => void): () => void;
}

/** The listeners of each order, shared by both buses: a change costs one lookup, not a scan of every watcher. */
export function createOrderListeners() {
  const byOrder = new Map<string, Set<(event: OrderStatusEvent) => void>>();
  const everyOrder = new Set<(event: OrderStatusEvent) => void>();
  return {
    fire(event: OrderStatusEvent) {
      for (const cb of [...(byOrder.get(event.Order_Id) ?? []), ...everyOrder]) {
        try {
          cb(event);
        } catch {
          // One failing watcher must not keep the others from hearing.
        }
      }
    },
    add(orderId: string, cb: (event: OrderStatusEvent) => void) {
      let set = byOrder.get(orderId);
      if (!set) byOrder.set(orderId, (set = new Set()));
      set.add(cb);
      return () => {
        set.delete(cb);
        if (set.size === 0) byOrder.delete(orderId);
      };
    },
    addAll(cb: (event: OrderStatusEvent) => void) {
      everyOrder.add(cb);
      return () => {
        everyOrder.delete(cb);
      };
    },
    clear() {
      byOrder.clear();
      everyOrder.clear();
    },
  };
}

/** In-process OrderEventBus: enough for one server (PGlite, tests). */
export function createMemoryOrderBus(): OrderEventBus {
  const listeners = createOrderListeners();
  return {
    async publish(event) {
      listeners.fire(event);
    },
    subscribe: listeners.add,
    subscribeAll: listeners.addAll,
  };
}
