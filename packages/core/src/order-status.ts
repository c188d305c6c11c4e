import { isOrderEnded } from './device-orders';
import { messages } from './messages';
import type { OrderStatus } from './schemas';

export type OrderAction = 'accept' | 'complete' | 'delete';

export type OrderActionResult =
  { ok: true; status: OrderStatus; deleted: boolean } | { ok: false; message: string };

/** Messages for refused transitions (the spec leaves them unwritten; the catalogue holds ours). */
export const orderActionMessages = {
  alreadyAccepted: messages.orderAlreadyAccepted,
  alreadyCompleted: messages.orderAlreadyCompleted,
  completeNeedsAccepted: messages.orderCompleteNeedsAccepted,
  completedNotDeletable: messages.orderCompletedNotDeletable,
  deleted: messages.orderIsDeleted,
  ended: messages.orderHasEnded,
} as const;

/**
 * The order status machine (spec §4, docs/pricing.md "Orders"):
 * Pending -accept-> Accepted -complete-> Completed; delete is allowed on Pending or Accepted. Expired and
 * Cancelled (ours, issue 18) end an order: no staff action applies to them.
 *
 * Delete is a soft delete: UK money-laundering rules keep the record for 5 years, so the status stays as it
 * was and `deleted` becomes true. An order already deleted takes no further action (pass `deleted: true`).
 */
export function applyOrderAction(
  status: OrderStatus,
  action: OrderAction,
  opts: { deleted?: boolean } = {},
): OrderActionResult {
  if (opts.deleted) return { ok: false, message: orderActionMessages.deleted };
  // Expired and Cancelled are final: the customer was told, nothing was charged, nothing more happens.
  if (status === 'Expired' || status === 'Cancelled') {
    return { ok: false, message: orderActionMessages.ended(status) };
  }
  switch (action) {
    case 'accept':
      if (status === 'Pending') return { ok: true, status: 'Accepted', deleted: false };
      return {
        ok: false,
        message:
          status === 'Accepted' ? orderActionMessages.alreadyAccepted : orderActionMessages.alreadyCompleted,
      };
    case 'complete':
      if (status === 'Accepted') return { ok: true, status: 'Completed', deleted: false };
      return {
        ok: false,
        message:
          status === 'Completed'
            ? orderActionMessages.alreadyCompleted
            : orderActionMessages.completeNeedsAccepted,
      };
    case 'delete':
      if (status === 'Completed') return { ok: false, message: orderActionMessages.completedNotDeletable };
      return { ok: true, status, deleted: true };
  }
}

/**
 * The staff actions an order's status allows, so no screen offers a button that can only fail (a Completed
 * order offers no Delete). Read from the one state machine above.
 */
export function allowedOrderActions(status: OrderStatus, opts: { deleted?: boolean } = {}): OrderAction[] {
  return (['accept', 'complete', 'delete'] as const).filter(
    (action) => applyOrderAction(status, action, opts).ok,
  );
}

/**
 * A customer's own cancellation (issue 16.9): allowed only while the order is Pending (staff have not prepared
 * the currency yet); it becomes Cancelled, which is final. A deleted order is never found by its customer.
 */
export function customerCancel(status: OrderStatus): OrderActionResult {
  if (status === 'Pending') return { ok: true, status: 'Cancelled', deleted: false };
  // An ended order (Completed, Cancelled, Expired) has nothing left to cancel, so "call the branch" would send
  // the customer to ask for nothing: it says it has ended, as one the branch cancelled does. Only a live
  // (Accepted) order is one the branch may still stop.
  if (isOrderEnded(status)) return { ok: false, message: messages.orderHasEnded(status) };
  return { ok: false, message: messages.orderCancelNotPending(status) };
}

/**
 * The status an order's customer is shown, by tracking, by its emails and by the live updates of a page
 * following it: a branch cancellation is a soft delete that keeps the order's own status for the records
 * (applyOrderAction), and reads to its customer as Cancelled.
 */
export function customerFacingStatus(status: OrderStatus, deletedByBranch: boolean): OrderStatus {
  return deletedByBranch ? 'Cancelled' : status;
}

/** The statuses of an order whose money changes hands or did: open, or completed. */
export const STATUSES_WITH_MONEY = [
  'Pending',
  'Accepted',
  'Completed',
] as const satisfies readonly OrderStatus[];

/**
 * Whether an order's money changes hands or did, so its notes split is still worth telling and its GBP counts in
 * the branch's volume: not once it was cancelled (by the customer or the branch) or expired, which moved nothing.
 */
export function moneyChangesHands(status: OrderStatus, deletedByBranch: boolean): boolean {
  const shown = customerFacingStatus(status, deletedByBranch);
  return (STATUSES_WITH_MONEY as readonly OrderStatus[]).includes(shown);
}
