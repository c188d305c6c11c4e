import { asc, eq } from 'drizzle-orm';
import type { Branch } from '@tm/core';
import { branches } from '../../db/schema';
import type { Queryable } from '../../db/types';

type BranchRow = typeof branches.$inferSelect;

const toBranch = (row: BranchRow): Branch => ({
  slug: row.slug,
  name: row.name,
  addressLines: row.addressLines,
  phone: row.phone,
  // Monday first, whatever order the row keeps them in.
  hours: [...row.hours].sort((a, b) => a.day - b.day),
});

/** Every branch, in the order the step-1 select lists them. */
export async function listBranches(db: Queryable): Promise<Branch[]> {
  const rows = await db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.slug));
  return rows.map(toBranch);
}

/** The branch an order's CheckingPoint names, or null when there is none of that slug. */
export async function findBranch(db: Queryable, slug: string): Promise<Branch | null> {
  const [row] = await db.select().from(branches).where(eq(branches.slug, slug));
  return row ? toBranch(row) : null;
}
