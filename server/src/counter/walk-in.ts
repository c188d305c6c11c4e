import { and, eq } from 'drizzle-orm';
import type { Order, OrderRequest } from '@tm/core';
import { writeAudit } from '../audit/audit';
import { orders } from '../db/schema';
import type { AppDeps } from '../deps';
import { placeOrder } from '../orders/place-order';

/**
 * A walk-in order entered at the counter (issue 30): placed exactly as a customer's (priced by the server from
 * its own rates, the same validation and ORDER_MIN_GBP / ORDER_MAX_GBP, the customer's confirmation and the
 * branch copy), then accepted at once by the cashier, since the customer is standing there; audited as a walk-in
 * with who entered it. No staff rate limit: the route is staff only.
 */
export async function enterWalkIn(
  deps: AppDeps,
  input: OrderRequest,
  actor: string,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  const placed = await placeOrder(deps, input, { idempotencyKey });
  if (placed.replayed) return placed;
  const now = deps.clock();
  const accepted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'Accepted' })
      .where(and(eq(orders.id, placed.order._id), eq(orders.status, 'Pending')))
      .returning({ status: orders.status });
    const entry = { actor, entity: 'order' as const, entityId: placed.order.Order_Id, at: now };
    await writeAudit(tx, { ...entry, action: 'order-walk-in', before: null, after: { status: 'Pending' } });
    if (row) {
      await writeAudit(tx, {
        ...entry,
        action: 'order-accept',
        before: { status: 'Pending' },
        after: { status: 'Accepted' },
      });
    }
    return Boolean(row);
  });
  const order: Order = accepted ? { ...placed.order, Status: 'Accepted' } : placed.order;
  await deps.orderEvents.publish({ Order_Id: order.Order_Id, Status: order.Status });
  return { order, replayed: false };
}
