import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { messages } from '@tm/core';
import { orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { notFound } from '../http/errors';
import type { OrderRow } from './order-mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff route's `{id}`: the 8-digit Order_Id or the _id; anything else finds nothing. */
function idCondition(id: string): SQL | null {
  if (/^\d{8}$/.test(id)) return eq(orders.orderNumber, id);
  if (UUID.test(id)) return eq(orders.id, id);
  return null;
}

async function find(db: Queryable, id: string, lock: boolean, liveOnly: boolean): Promise<OrderRow> {
  const condition = idCondition(id);
  if (!condition) throw notFound(messages.orderNotFound);
  const query = db
    .select()
    .from(orders)
    .where(liveOnly ? and(condition, isNull(orders.deletedAt)) : condition);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(messages.orderNotFound);
  return row;
}

/** An order that is not deleted (the lists and details); 404 otherwise. */
export const findLiveOrder = (db: Queryable, id: string, lock: boolean) => find(db, id, lock, true);

/**
 * Any order, deleted or not: an action on a deleted one is refused saying who deleted it and when (a 409),
 * not "not found" (issue 29).
 */
export const findOrder = (db: Queryable, id: string, lock: boolean) => find(db, id, lock, false);
