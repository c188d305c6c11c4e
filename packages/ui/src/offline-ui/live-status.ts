import { useEffect, useState } from 'react';
import type { Order } from '@tm/core';
import { fetchTrackedOrder } from '../api/track';

/** An order's status as this device last heard it, and when. */
export interface KnownStatus {
  status: string;
  checkedAt: string;
  /** True once the server answered while this page was open. */
  live: boolean;
}

const keyOf = (orderId: string) => `tm.orderStatus.${orderId}`;

/** The last status seen for an order, kept in localStorage so an offline visit can still show it with its age. */
function readKnown(order: Order, fallbackAt: string): KnownStatus {
  try {
    const raw = globalThis.localStorage?.getItem(keyOf(order.Order_Id));
    if (raw) {
      const parsed = JSON.parse(raw) as { status?: unknown; checkedAt?: unknown };
      if (typeof parsed.status === 'string' && typeof parsed.checkedAt === 'string') {
        return { status: parsed.status, checkedAt: parsed.checkedAt, live: false };
      }
    }
  } catch {
    // Storage blocked or a damaged entry: the status from the confirmation is still true as of then.
  }
  return { status: order.Status, checkedAt: fallbackAt, live: false };
}

function writeKnown(orderId: string, known: KnownStatus) {
  try {
    globalThis.localStorage?.setItem(
      keyOf(orderId),
      JSON.stringify({ status: known.status, checkedAt: known.checkedAt }),
    );
  } catch {
    // Private mode or a full disk: the page still shows the fresh status, only the next offline visit will not.
  }
}

/**
 * Each sent order's status: the last known one at once, then (when online) a fresh one from POST /api/track
 * with the order's own number and email. Asked again whenever the device comes back online.
 */
export function useLiveStatuses(
  sent: { order: Order; deliveredAt: string }[],
  online: boolean,
): Map<string, KnownStatus> {
  const [fresh, setFresh] = useState<Map<string, KnownStatus>>(new Map());
  const ids = sent.map((s) => s.order.Order_Id).join(',');

  useEffect(() => {
    if (!online || ids === '') return;
    let cancelled = false;
    for (const { order } of sent) {
      fetchTrackedOrder({ Order_Id: order.Order_Id, Email: order.Email })
        .then((tracked) => {
          const known = { status: tracked.Status, checkedAt: new Date().toISOString(), live: true };
          writeKnown(order.Order_Id, known);
          if (!cancelled) setFresh((m) => new Map(m).set(order.Order_Id, known));
        })
        // Unreachable, deleted or limited: the last known status stays on screen with its age.
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
    // `ids` stands for `sent`: the list object is new on every render, the orders in it are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, online]);

  const result = new Map<string, KnownStatus>();
  for (const { order, deliveredAt } of sent) {
    result.set(order.Order_Id, fresh.get(order.Order_Id) ?? readKnown(order, deliveredAt));
  }
  return result;
}
