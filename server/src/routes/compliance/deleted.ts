import { deletedOrderListSchema, staffCancelReason } from '@tm/core';
import { deletedOrdersBetween, listDeletedOrders } from '../../compliance/deleted-register';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, routeGroup } from '../openapi';
import { pageOf, pageRows, staffListRoute } from '../admin/paging';
import { exportDays, dayRange } from '../export/days';
import { csvFileResponses, sendCsvFile } from '../export/csv-file';

const list = staffListRoute('compliance (managers)', '/deletedOrders', {
  capability: 'deleted.read',
  summary:
    'The Deleted register: orders the branch cancelled, newest deletion first, with who, when and why (reason and note), 50 a page.',
  rows: pageOf(deletedOrderListSchema, 'Deleted orders'),
});

const exportRoute = adminRoute('compliance (managers)', 'get', '/deletedOrdersExport', {
  capability: 'deleted.read',
  summary: 'The Deleted register between two London days of deletion (both included) as CSV.',
  request: { query: exportDays },
  responses: csvFileResponses,
});

const HEADER = [
  'Order_Id',
  'Placed (UTC)',
  'Status when deleted',
  'Name',
  'Email',
  'GBP',
  'Deleted (UTC)',
  'Deleted by',
  'Reason',
  'Note',
];

/** Managers see every deleted order (issue 29: nothing deleted unseen) and can hand the list on as CSV. */
export function deletedRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(list, async (c) => {
      const page = await listDeletedOrders(c.get('deps').db, c.req.valid('query'));
      return c.json(pageRows(c, page), 200);
    })
    .openapi(exportRoute, async (c) => {
      const { from, to } = c.req.valid('query');
      const rows = await deletedOrdersBetween(c.get('deps').db, ...dayRange(from, to));
      return sendCsvFile(c, `deleted-orders-${from}-to-${to}.csv`, [
        HEADER,
        ...rows.map((d) => [
          d.Order_Id,
          d.time,
          d.Status,
          d.Name,
          d.Email,
          d.gbp,
          d.deletedAt,
          d.deletedBy,
          d.reason ? staffCancelReason(d.reason) : '',
          d.note ?? '',
        ]),
      ]);
    });
}
