import {
  endOfDayRows,
  foreignCode,
  formatBranchTime,
  lineForeignAmount,
  lineGbpAmount,
  type EndOfDay,
  type Order,
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
  'GBP',
  'Rate',
  'ID checked',
  'Deleted reason',
];

/**
 * The accountant's CSV of a London day: one row per line of each order completed that day (completion time,
 * the staff member who completed it, whether the ID was checked), then each order deleted that day (who, why).
 */
export async function accountantRows(db: Queryable, branch: string, day: string) {
  const [completed, deleted] = await Promise.all([completedOn(db, branch, day), deletedOn(db, branch, day)]);
  const lineCells = (l: Order['Orders'][number]) => [
    foreignCode(l),
    lineForeignAmount(l) ?? '',
    lineGbpAmount(l) ?? '',
    l.Rate ?? '',
  ];
  const rows: (string | number)[][] = [];
  for (const c of completed) {
    c.order.Orders.forEach((l, i) =>
      rows.push([
        c.order.Order_Id,
        'Completed',
        formatBranchTime(c.completedAt),
        c.completedAt.toISOString(),
        c.completedBy,
        c.order.title,
        i + 1,
        ...lineCells(l),
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
        formatBranchTime(row.deletedAt!),
        row.deletedAt!.toISOString(),
        row.deletedBy ?? '',
        order.title,
        i + 1,
        ...lineCells(l),
        row.idCheckedAt ? 'yes' : 'no',
        row.deleteReason ?? '',
      ]),
    );
  }
  return [ACCOUNTANT_HEADER, ...rows];
}
