import { useEffect, useState } from 'react';
import { orderEndedAt } from '@tm/core/device-orders';
import type { KnownOrderStatus, MyOrder } from '@tm/offline';
import { fetchTrackedOrder } from '../api/track';

/** An order's status as this device last heard it, and when. */
export interface KnownStatus {
  status: string;
  checkedAt: string;
  /** True once the server answered while this page was open. */
  live: boolean;
}

/** Where the answer is kept on the device (the offline store's "My orders"); null when the store has none. */
export type NoteStatus = ((key: string, known: KnownOrderStatus) => Promise<void>) | null;

/**
 * Each sent order's status: the last known one at once (kept with the order on the device, so an offline visit
 * shows it with its age), then (when online) a fresh one from POST /api/track with the order's own number and
 * email. Asked again whenever the device comes back online. What tracking says is kept with the order, with
 * when it ended: that starts the time after which the device forgets it (docs/shared-devices.md).
 */
export function useLiveStatuses(
  sent: MyOrder[],
  online: boolean,
  note: NoteStatus,
): Map<string, KnownStatus> {
  const [fresh, setFresh] = useState<Map<string, KnownStatus>>(new Map());
  const ids = sent.map((s) => s.order.Order_Id).join(',');

  useEffect(() => {
    if (!online || ids === '') return;
    let cancelled = false;
    for (const { key, order } of sent) {
      fetchTrackedOrder({ Order_Id: order.Order_Id, Email: order.Email })
        .then((tracked) => {
          const checkedAt = new Date().toISOString();
          const known = { status: tracked.Status, checkedAt, live: true };
          void note?.(key, { status: tracked.Status, checkedAt, endedAt: orderEndedAt(tracked) }).catch(
            // Storage full or the order forgotten meanwhile: the page still shows the fresh status.
            () => undefined,
          );
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
  for (const { order, deliveredAt, known } of sent) {
    const last = known
      ? { status: known.status, checkedAt: known.checkedAt, live: false }
      : { status: order.Status, checkedAt: deliveredAt, live: false };
    result.set(order.Order_Id, fresh.get(order.Order_Id) ?? last);
  }
  return result;
}
