import { and, eq, inArray } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  formatDayKey,
  londonDay,
  signOffNoteProblem,
  tillRows,
  uncountedCodes,
  type TillCountRequest,
  type TillDay,
  type TillSignOffRequest,
} from '@tm/core';
import { writeAudit } from '../audit/audit';
import { currencies, tillCounts, tillSignOffs } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { ApiError, conflict } from '../http/errors';
import { lockTillDay } from '../orders/till-closed';
import { completedOn } from './completed';

/** Who enters or signs off a till, and when: each change is audited as theirs. */
export interface TillAct {
  actor: string;
  at: Date;
}

/**
 * The branch's till for a London day (issue 30): what staff entered (float, deliveries, the count at close)
 * with what the day's completed orders took in and handed out, added up by core tillRows; and the sign-off.
 */
export async function readTill(db: Queryable, branch: string, day: string): Promise<TillDay> {
  const [entries, completed, [signOff]] = await Promise.all([
    db
      .select()
      .from(tillCounts)
      .where(and(eq(tillCounts.branch, branch), eq(tillCounts.day, day))),
    completedOn(db, branch, day),
    db
      .select()
      .from(tillSignOffs)
      .where(and(eq(tillSignOffs.branch, branch), eq(tillSignOffs.day, day))),
  ]);
  return {
    day,
    branch,
    rows: tillRows(
      completed.map((c) => c.order),
      entries,
    ),
    completedOrders: completed.length,
    signedOffBy: signOff?.signedOffBy ?? null,
    signedOffAt: signOff?.signedOffAt.toISOString() ?? null,
    signOffNote: signOff?.note ?? null,
  };
}

/** Takes the day's till lock (orders/till-closed.ts), then refuses any change once the day is signed off. */
async function refuseIfSignedOff(tx: Queryable, branch: string, day: string) {
  await lockTillDay(tx, branch, day);
  const [done] = await tx
    .select()
    .from(tillSignOffs)
    .where(and(eq(tillSignOffs.branch, branch), eq(tillSignOffs.day, day)))
    .for('update');
  if (done) {
    throw conflict(
      // The day as the Close of day screen states it (core formatDayKey), since staff read this refusal there.
      `The till for ${formatDayKey(day)} was signed off by ${done.signedOffBy}: nothing can change it now. Nothing was changed.`,
      'till_signed_off',
    );
  }
}

/**
 * A till is entered or signed off on its day or after it, never ahead: a day signed off before it begins would
 * refuse every completion on it, and nothing undoes a sign-off.
 */
function refuseFutureDay(day: string, at: Date, what: 'entered' | 'signed off'): void {
  if (day > londonDay(at)) {
    throw new ApiError(
      422,
      'till_future_day',
      `The till for ${formatDayKey(day)} cannot be ${what} before that day.`,
    );
  }
}

/**
 * What a till entry may name: a day that has begun in London (a float is counted on the day, or corrected
 * after it, never entered ahead), and currencies the branch has. A row once saved cannot be taken out, and
 * the sign-off waits for every row to be counted, so a stray "ZZZ" would hold the day open for good.
 */
async function refuseImpossibleEntry(tx: Queryable, input: TillCountRequest, at: Date): Promise<void> {
  refuseFutureDay(input.day, at, 'entered');
  const codes = input.counts.map((c) => c.code);
  const known = new Set(
    (await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map(
      (r) => r.code,
    ),
  );
  known.add(BASE_CURRENCY);
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    throw new ApiError(
      422,
      'unknown_currency',
      `The branch has no currency ${unknown.join(', ')}. Nothing was changed.`,
    );
  }
}

/** Saves the float, deliveries and count of each currency given (audited); refused once the day is signed off. */
export async function saveCounts(
  db: Db,
  branch: string,
  input: TillCountRequest,
  by: TillAct,
): Promise<void> {
  const { actor, at } = by;
  await db.transaction(async (tx) => {
    await refuseImpossibleEntry(tx, input, at);
    await refuseIfSignedOff(tx, branch, input.day);
    for (const c of input.counts) {
      const values = {
        openingFloat: c.openingFloat,
        deliveries: c.deliveries,
        counted: c.counted ?? null,
        updatedBy: actor,
        updatedAt: at,
      };
      await tx
        .insert(tillCounts)
        .values({ branch, day: input.day, code: c.code, ...values })
        .onConflictDoUpdate({ target: [tillCounts.branch, tillCounts.day, tillCounts.code], set: values });
    }
    await writeAudit(tx, {
      actor,
      action: 'till-count',
      entity: 'till',
      entityId: `${branch}:${input.day}`,
      before: null,
      after: { counts: input.counts },
      at,
    });
  });
}

/**
 * A manager signs the day's till off (audited): every currency with money in it must have been counted first
 * (422 naming them), and a till that is out needs a note saying why (422 `till_out`, core
 * signOffNoteProblem); a second sign-off is a 409. The differences are kept as they were counted.
 */
export async function signOff(
  db: Db,
  branch: string,
  { day, note }: TillSignOffRequest,
  by: TillAct,
): Promise<TillDay> {
  const { actor, at } = by;
  refuseFutureDay(day, at, 'signed off');
  await db.transaction(async (tx) => {
    await refuseIfSignedOff(tx, branch, day);
    const till = await readTill(tx, branch, day);
    // Signing off closes the day for good (no order can be completed after it): a day with nothing in the
    // till, no float, delivery, count or order money, is a mis-click at opening, not a close of day.
    if (till.rows.length === 0) {
      throw new ApiError(
        422,
        'till_empty',
        `Nothing has been entered in the till for ${formatDayKey(day)}: enter the float and count it before signing off. Nothing was changed.`,
      );
    }
    const missing = uncountedCodes(till.rows);
    if (missing.length > 0) {
      throw new ApiError(
        422,
        'till_not_counted',
        `Count every currency before signing off: ${missing.join(', ')}. Nothing was changed.`,
      );
    }
    const unexplained = signOffNoteProblem(till.rows, note);
    if (unexplained) {
      throw new ApiError(422, 'till_out', unexplained, [{ path: ['note'], message: unexplained }]);
    }
    const kept = note?.trim() || null;
    await tx.insert(tillSignOffs).values({ branch, day, signedOffBy: actor, signedOffAt: at, note: kept });
    await writeAudit(tx, {
      actor,
      action: 'till-sign-off',
      entity: 'till',
      entityId: `${branch}:${day}`,
      before: null,
      after: { rows: till.rows, note: kept },
      at,
    });
  });
  return readTill(db, branch, day);
}
