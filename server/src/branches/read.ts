import { asc, eq } from 'drizzle-orm';
import type { Branch } from '@tm/core';
import { branches } from '../db/schema';
import type { Queryable } from '../db/types';

type BranchRow = typeof branches.$inferSelect;

const toBranch = (row: BranchRow): Branch => ({
  slug: row.slug,
  name: row.name,
  addressLines: row.addressLines,
  phone: row.phone,
  // Monday first, whatever order the row keeps them in.
  hours: [...row.hours].sort((a, b) => a.day - b.day),
  closedDays: [...row.closedDays].sort(),
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

/** How old a process's copy of the branch list may be when an order reads its branch from it. */
const COPY_MS = 30_000;

/**
 * findBranch for placing an order, from a copy of the list at most 30 s old, so the order path makes no extra
 * round trip: branch rows are edited by hand and rarely. A slug the copy lacks is read from the database, so a
 * branch just added takes orders at once; the status emails and tracking read the row itself, so edited hours
 * reach them at once. One per app, built at start (services.ts) and read as `deps.branchCopy`.
 */
export interface BranchCopy {
  find(slug: string): Promise<Branch | null>;
  /** Forget the copy (Branch settings saved one): the next order reads the row itself. */
  forget(): void;
}

export function createBranchCopy(db: Queryable): BranchCopy {
  let copy: { until: number; bySlug: Promise<Map<string, Branch>> } | null = null;
  return {
    async find(slug) {
      if (!copy || copy.until <= Date.now()) {
        const bySlug = listBranches(db).then((list) => new Map(list.map((b) => [b.slug, b])));
        const made = { until: Date.now() + COPY_MS, bySlug };
        copy = made;
        // A failed read is not kept: the next order asks again.
        bySlug.catch(() => {
          if (copy === made) copy = null;
        });
      }
      const known = await copy.bySlug.catch(() => undefined);
      return known?.get(slug) ?? findBranch(db, slug);
    },
    forget() {
      copy = null;
    },
  };
}
