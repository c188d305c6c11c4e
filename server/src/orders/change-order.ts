import type { Order } from '@tm/core';
import type { AppDeps } from '../deps';
import type { Tx } from '../db/types';

/** What writing an order change and telling of it reads of the app. */
export type ChangeOrderDeps = Pick<AppDeps, 'db' | 'clock' | 'outbox' | 'orderEvents'>;

/**
 * A change to one order that emails its customer: written in one transaction at one instant (the clock is read
 * once, so the order, its audit row and its email agree on the time). Only once it is committed is the outbox
 * woken for the email and are the pages watching the order told: they re-read it when they hear.
 */
export async function changeOrder<Result extends { order: Order }>(
  deps: ChangeOrderDeps,
  write: (tx: Tx, now: Date) => Promise<Result>,
): Promise<Result> {
  const now = deps.clock();
  const result = await deps.db.transaction((tx) => write(tx, now));
  deps.outbox.wake();
  await deps.orderEvents.publish({ Order_Id: result.order.Order_Id, Status: result.order.Status });
  return result;
}
