import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { Queryable } from '../db/types';

/** An Idempotency-Key as stored: the order it placed (null while that order is being placed) and its body's hash. */
export interface StoredKey {
  orderId: string | null;
  requestHash: string;
}

/**
 * The one read of the idempotency table (the order's statement claims keys itself, see order-statement.ts):
 * the route asks it whether a refused (429) request is a retry of a placed order, placeOrder to replay one.
 */
export async function storedKey(db: Queryable, key: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row;
}

/** True when an order with this Idempotency-Key is stored (a retry of it replays, writing nothing). */
export async function isPlacedKey(db: Queryable, key: string): Promise<boolean> {
  return Boolean((await storedKey(db, key))?.orderId);
}
