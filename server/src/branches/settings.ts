import { eq } from 'drizzle-orm';
import type { Branch, BranchSettings } from '@tm/core';
import { writeAudit } from '../audit/audit';
import { branches } from '../db/schema';
import type { Db } from '../db/types';
import { findBranch, type BranchCopy } from './read';

/**
 * Saves an Admin's Branch settings (issue 30): the row, and an audit entry with the row before and after, in
 * one transaction. Every page (GET /branches revalidates each time), email and tracking answer reads the row
 * itself, and this process forgets its 30 s copy for placing orders, so the change is used at once; another
 * instance of a cluster places orders with its own copy for at most 30 s more. Null when no branch has `slug`.
 */
export async function saveBranchSettings(
  { db, branchCopy }: { db: Db; branchCopy: Pick<BranchCopy, 'forget'> },
  slug: string,
  settings: BranchSettings,
  actor: string,
  at: Date,
): Promise<Branch | null> {
  const closedDays = [...settings.closedDays].sort();
  const hours = [...settings.hours].sort((a, b) => a.day - b.day);
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(branches).where(eq(branches.slug, slug)).for('update');
    if (!before) return null;
    await tx
      .update(branches)
      .set({ ...settings, hours, closedDays })
      .where(eq(branches.slug, slug));
    const after = await findBranch(tx, slug);
    const { sortOrder: _sortOrder, ...was } = before;
    await writeAudit(tx, {
      actor,
      action: 'branch-settings',
      entity: 'branch',
      entityId: slug,
      before: was,
      after,
      at,
    });
    return after;
  });
  branchCopy.forget();
  return saved;
}
