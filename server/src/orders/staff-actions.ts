import { eq } from 'drizzle-orm';
import {
  applyOrderAction,
  customerCancelReason,
  customerFacingStatus,
  idLast4,
  idRecordProblem,
  messages,
  orderAmountText,
  orderGbpTotal,
  orderRaceMessage,
  refusedMessage,
  sameAmount,
  type DeleteOrderRequest,
  type IdRecordRequest,
  type Order,
  type OrderAction,
  type OrderDoneBy,
  type OrderStatus,
} from '@tm/core';
import { writeAudit } from '../audit/audit';
import { orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { ApiError, conflict } from '../http/errors';
import type { AppDeps } from '../deps';
import { cddOf } from './cdd';
import { findOrder } from './find-order';
import { lastOrderChange } from './last-change';
import { loadApiOrders } from './order-mapper';
import { orderWithStatusEmail, type StatusEmailKind } from './order-emails';
import type { OrderRow } from './order-mapper';
import { refuseIfTillClosed } from './till-closed';

/** What each audited action did, as the loser of a race is told it. */
const DONE: Record<string, OrderDoneBy['what']> = {
  'order-accept': 'accepted',
  'order-complete': 'completed',
  'order-delete': 'deleted',
  'order-cancel': 'cancelled',
  'order-expire': 'expired',
};

/**
 * Why an action on this order is refused, naming who changed it and when (issue 29: "Order 12345678 was
 * deleted by ana@… at 14:02"), from the row (a deletion) or the order's last audited change; the state
 * machine's own message when nobody did (say, completing a Pending order).
 */
async function refusal(tx: Queryable, row: OrderRow, machineMessage: string): Promise<ApiError> {
  if (row.deletedAt && row.deletedBy) {
    return conflict(
      orderRaceMessage(row.orderNumber, { what: 'deleted', by: row.deletedBy, at: row.deletedAt }),
      'order_deleted',
    );
  }
  const last = await lastOrderChange(tx, row.orderNumber, Object.keys(DONE));
  const what = last && DONE[last.action];
  if (!last || !what) return conflict(refusedMessage(machineMessage), 'transition_refused');
  const by = last.actor.startsWith('system:') ? 'system' : last.actor;
  return conflict(
    orderRaceMessage(row.orderNumber, { what, by, at: last.at }, machineMessage),
    'transition_refused',
  );
}

/**
 * Completing hands over the money the cashier's screen showed. When `seenGbp` (that screen's GBP total) is
 * not the order's any more, a colleague amended it meanwhile: refused, naming who and when and the amount it
 * is now, so the cashier checks it with the customer before handing anything over.
 */
async function refuseIfAmountMoved(tx: Queryable, row: OrderRow, seenGbp: string): Promise<void> {
  const [order] = await loadApiOrders(tx, [row]);
  if (!order || sameAmount(orderGbpTotal(order.Orders, order.status), seenGbp)) return;
  const detail = `It is now ${orderAmountText(order.Orders, order.status)}: check the amount with the customer`;
  const last = await lastOrderChange(tx, row.orderNumber, ['order-amend']);
  throw conflict(
    last
      ? orderRaceMessage(row.orderNumber, { what: 'changed', by: last.actor, at: last.at }, detail)
      : `Order ${row.orderNumber} does not have the amount your screen showed. ${refusedMessage(detail)}`,
    'order_changed',
  );
}

const snapshot = (row: OrderRow) => ({
  status: row.status,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  deletedBy: row.deletedBy,
  ...(row.deleteReason ? { deleteReason: row.deleteReason, deleteNote: row.deleteNote } : {}),
});

/** What each action writes on the order beside its new status. */
function changes(
  action: OrderAction,
  status: OrderStatus,
  actor: string,
  now: Date,
  input: { idRecord?: IdRecordRequest; deletion?: DeleteOrderRequest },
): Partial<OrderRow> {
  if (action === 'delete') {
    const { reason, note } = input.deletion!;
    return { deletedAt: now, deletedBy: actor, deleteReason: reason, deleteNote: note };
  }
  const id = action === 'complete' ? input.idRecord : undefined;
  return {
    status,
    ...(id
      ? {
          idType: id.idType,
          idNumber: id.idNumber,
          idLast4: idLast4(id.idNumber),
          idExpiry: id.idExpiry,
          dateOfBirth: id.dateOfBirth,
          idCheckedBy: actor,
          idCheckedAt: now,
        }
      : {}),
  };
}

const EMAIL: Record<OrderAction, StatusEmailKind> = {
  accept: 'order-accepted',
  complete: 'order-completed',
  delete: 'order-cancelled-by-branch',
};

/** What a staff action on an order reads of the app. */
export type StaffActionDeps = Pick<AppDeps, 'db' | 'raw' | 'clock' | 'config' | 'outbox' | 'orderEvents'>;

/** Who does what to which order, with the ID record (completing) or the reason (deleting) it carries. */
export interface StaffAction {
  /** The order's _id or Order_Id, as the route was called with it. */
  id: string;
  action: OrderAction;
  actor: string;
  input?: {
    idRecord?: IdRecordRequest;
    deletion?: DeleteOrderRequest;
    /** Completing: the GBP total the cashier's screen showed, checked against the order's (an amend moves it). */
    seenGbp?: string;
  };
}

/**
 * Runs one state-machine action on an order in a transaction with its audit row and the customer's email
 * (outbox): ready to collect, a receipt, or cancelled by the branch. A refused transition is a 409 naming
 * who changed the order and when; completing an order whose linked orders need an ID check without a valid
 * ID record is a 422, and completing one into a signed-off till a 409; nothing is written.
 */
export async function runStaffAction(
  deps: StaffActionDeps,
  { id, action, actor, input = {} }: StaffAction,
): Promise<Order> {
  const now = deps.clock();
  if (action === 'complete' && input.idRecord) {
    const problem = idRecordProblem(input.idRecord, now);
    if (problem) throw new ApiError(422, 'id_record_invalid', problem);
  }
  // Completing hands the money over: an order whose linked orders reach the threshold needs the ID seen first.
  if (action === 'complete' && !input.idRecord) {
    const row = await findOrder(deps.db, id, false);
    const cdd = (await cddOf(deps.raw, [row], deps.config)).get(row.id);
    // A deleted order is refused below, naming who deleted it.
    if (cdd?.required && row.status === 'Accepted' && row.deletedAt === null) {
      throw new ApiError(422, 'id_check_required', messages.idCheckRequired);
    }
  }
  const result = await deps.db.transaction(async (tx) => {
    const before = await findOrder(tx, id, true);
    const outcome = applyOrderAction(before.status as OrderStatus, action, {
      deleted: before.deletedAt !== null,
    });
    if (!outcome.ok) throw await refusal(tx, before, outcome.message);
    if (action === 'complete') await refuseIfTillClosed(tx, before.checkingPoint, now);
    if (action === 'complete' && input.seenGbp !== undefined)
      await refuseIfAmountMoved(tx, before, input.seenGbp);
    const [after] = await tx
      .update(orders)
      .set(changes(action, outcome.status, actor, now, input))
      .where(eq(orders.id, before.id))
      .returning();
    if (!after) throw new Error('order vanished during update');
    const reason = action === 'delete' ? customerCancelReason(input.deletion!.reason) : null;
    const order = await orderWithStatusEmail(tx, deps, after, EMAIL[action], reason);
    await writeAudit(tx, {
      actor,
      action: `order-${action}`,
      entity: 'order',
      entityId: after.orderNumber,
      before: snapshot(before),
      // The ID's type and last 4 characters only: the audit log is read more widely than the order.
      after: {
        ...snapshot(after),
        ...(after.idType ? { idType: after.idType, idLast4: after.idLast4 } : {}),
      },
      at: now,
    });
    return order;
  });
  deps.outbox.wake();
  // A page tracking this order re-reads it (a deleted one then reads "Cancelled by the branch").
  await deps.orderEvents.publish({
    Order_Id: result.Order_Id,
    Status: customerFacingStatus(result.Status, action === 'delete'),
  });
  return result;
}
