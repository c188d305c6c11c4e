import { and, desc, eq, or, sql } from 'drizzle-orm';
import { ACCOUNT_ORDERS_SHOWN, customerFacingStatus, mailboxKey, type AccountOrders } from '@tm/core';
import { orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { loadApiOrders } from './order-mapper';

/** Who asks: the signed-in account, and whether its email is proven to be theirs. */
export interface AccountOwner {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * A customer's orders on every device, newest first (My orders, signed in): those placed signed in to the
 * account, and, once its email is verified, those placed with that email without signing in. The address must
 * be the same one (trimmed, any case): the mailbox key only finds candidates on its index, since "a+x@" and
 * "a@" reach one inbox at most providers but are not proven the same person's. A branch cancellation reads
 * Cancelled, as tracking tells it.
 */
export async function accountOrders(db: Queryable, owner: AccountOwner): Promise<AccountOrders> {
  const email = owner.email.trim().toLowerCase();
  const sameEmail = and(eq(orders.emailKey, mailboxKey(email)), sql`lower(trim(${orders.email})) = ${email}`);
  const rows = await db
    .select()
    .from(orders)
    .where(owner.emailVerified ? or(eq(orders.userId, owner.id), sameEmail) : eq(orders.userId, owner.id))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(ACCOUNT_ORDERS_SHOWN + 1);
  const shown = rows.slice(0, ACCOUNT_ORDERS_SHOWN);
  const deleted = new Set(shown.filter((r) => r.deletedAt !== null).map((r) => r.id));
  const found = await loadApiOrders(db, shown);
  return {
    orders: found.map((o) => ({
      Order_Id: o.Order_Id,
      Status: customerFacingStatus(o.Status, deleted.has(o._id)),
      status: o.status,
      title: o.title,
      CheckingPoint: o.CheckingPoint,
      time: o.time,
      Orders: o.Orders,
    })),
    more: rows.length > ACCOUNT_ORDERS_SHOWN,
  };
}
