import type { Order, OrderRequest } from '@tm/core';
import { writeAudit } from '../audit/audit';
import type { AppDeps } from '../deps';
import { placeOrder } from '../orders/place-order';

/**
 * A walk-in order entered at the counter (issue 30): placed exactly as a customer's (priced by the server from
 * its own rates, the same validation and ORDER_MIN_GBP / ORDER_MAX_GBP, the customer's confirmation and the
 * branch copy) but Accepted from the start, since the customer is standing there, so its confirmation email
 * says so; audited as a walk-in and its acceptance, with who entered it. No staff rate limit: staff only.
 */
export async function enterWalkIn(
  deps: AppDeps,
  input: OrderRequest,
  actor: string,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  // The key is the cashier's, not the world's: scoped to the walk-in form and its staff member, with spaces
  // no client's key may hold, so a web order's key (or another cashier's) can never answer a walk-in with
  // someone else's order.
  const scopedKey = idempotencyKey === undefined ? undefined : `walk-in ${actor} ${idempotencyKey}`;
  const placed = await placeOrder(deps, input, { idempotencyKey: scopedKey, status: 'Accepted' });
  if (placed.replayed) return placed;
  const entry = { actor, entity: 'order' as const, entityId: placed.order.Order_Id, at: deps.clock() };
  await deps.db.transaction(async (tx) => {
    await writeAudit(tx, { ...entry, action: 'order-walk-in', before: null, after: { status: 'Pending' } });
    await writeAudit(tx, {
      ...entry,
      action: 'order-accept',
      before: { status: 'Pending' },
      after: { status: 'Accepted' },
    });
  });
  await deps.orderEvents.publish({ Order_Id: placed.order.Order_Id, Status: placed.order.Status });
  return placed;
}
