import { and, eq, sql } from 'drizzle-orm';
import { londonDay, tillClosedMessage } from '@tm/core';
import { tillSignOffs } from '../db/schema';
import type { Queryable } from '../db/types';
import { conflict } from '../http/errors';

/**
 * Serialises what changes one branch's till for a day: its counts, its sign-off and the orders completed into
 * it each take this transaction-scoped lock first. Without it, on PostgreSQL (several instances), an order could
 * be completed while a manager signs off, and land in figures already signed. PGlite runs one transaction at a
 * time; the lock is then free.
 */
export async function lockTillDay(tx: Queryable, branch: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`till:${branch}:${day}`}))`);
}

/**
 * Refuses (409) to complete an order into its branch's till once that day's till is signed off: the money
 * handed over would change what the manager signed, and the till, the end-of-day report and its CSV would no
 * longer agree with the sign-off.
 */
export async function refuseIfTillClosed(tx: Queryable, branch: string, at: Date): Promise<void> {
  const day = londonDay(at);
  await lockTillDay(tx, branch, day);
  const [signed] = await tx
    .select()
    .from(tillSignOffs)
    .where(and(eq(tillSignOffs.branch, branch), eq(tillSignOffs.day, day)));
  if (signed) throw conflict(tillClosedMessage(signed.signedOffBy, signed.signedOffAt), 'till_signed_off');
}
