import {
  branchStamp,
  endOfDayRows,
  foreignCode,
  lineForeignAmount,
  lineGbpAmount,
  lineSettlement,
  staffCancelReason,
  type EndOfDay,
  type Order,
  type Way,
} from '@tm/core';
import type { Queryable } from '../db/types';
import { completedOn, deletedOn } from './completed';

/** The end-of-day report (issue 30): the branch's orders completed on a London day, per currency and way. */
export async function endOfDay(db: Queryable, branch: string, day: string): Promise<EndOfDay> {
  const [completed, deleted] = await Promise.all([completedOn(db, branch, day), deletedOn(db, branch, day)]);
  return {
    day,
    ...endOfDayRows(completed.map((c) => c.order)),
    completedOrders: completed.length,
    deletedOrders: deleted.length,
  };
}

export const ACCOUNTANT_HEADER = [
  'Order_Id',
  'Event',
  'Time (London)',
  'Time (UTC)',
  'Staff',
  'Way',
  'Line',
  'Currency',
  'Foreign amount',
  'Notes',
  'GBP',
  'GBP paid back',
  'Rate',
  'ID checked',
  'Deleted reason',
];

/**
 * The accountant's CSV of a London day: one row per line of each order completed that day (completion time,
 * the staff member who completed it, whether the ID was checked), then each order deleted that day (who, why).
 * A line gives its priced foreign amount and what changed hands for it, the figures the report and till add.
 */
export async function accountantRows(db: Queryable, branch: string, day: string) {
  const [completed, deleted] = await Promise.all([completedOn(db, branch, day), deletedOn(db, branch, day)]);
  // The priced amount, then the line as settled at the counter (core lineSettlement), as the till and the
  // report count it: the notes, the GBP paid or paid out for them, the GBP paid back (Collect).
  const lineCells = (l: Order['Orders'][number], way: Way) => {
    const settled = lineSettlement(l, way);
    return [
      foreignCode(l),
      lineForeignAmount(l) ?? '',
      settled?.notes ?? '',
      settled?.gbp ?? lineGbpAmount(l) ?? '',
      settled?.gbpBack ?? '',
      l.Rate ?? '',
    ];
  };
  const rows: (string | number)[][] = [];
  for (const c of completed) {
    c.order.Orders.forEach((l, i) =>
      rows.push([
        c.order.Order_Id,
        'Completed',
        branchStamp(c.completedAt),
        c.completedAt.toISOString(),
        c.completedBy,
        c.order.title,
        i + 1,
        ...lineCells(l, c.order.status),
        c.idChecked ? 'yes' : 'no',
        '',
      ]),
    );
  }
  for (const { row, order } of deleted) {
    order.Orders.forEach((l, i) =>
      rows.push([
        order.Order_Id,
        'Deleted',
        branchStamp(row.deletedAt!),
        row.deletedAt!.toISOString(),
        row.deletedBy ?? '',
        order.title,
        i + 1,
        ...lineCells(l, order.status),
        row.idCheckedAt ? 'yes' : 'no',
        row.deleteReason ? staffCancelReason(row.deleteReason) : '',
      ]),
    );
  }
  return [ACCOUNTANT_HEADER, ...rows];
}
