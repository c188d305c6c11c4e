import type { Order } from '@tm/core';
import { dashboardApi } from './api';
import type { OrderGroup } from './api';

/** Dashboard tables page past this many rows. */
export const PAGE_SIZE = 50;

export interface Page<T> {
  rows: T[];
  hasNext: boolean;
  pageCount?: number;
}

/**
 * One page of a list the server pages with ?page=&limit=. If the server answers with more rows than asked, it
 * did not page, so the rows are filtered and paged here instead; either way the screen gets one page.
 */
export function toPage<T>(rows: T[], page: number, keep: (row: T) => boolean = () => true): Page<T> {
  const matching = rows.filter(keep);
  if (rows.length > PAGE_SIZE) {
    const start = (page - 1) * PAGE_SIZE;
    return {
      rows: matching.slice(start, start + PAGE_SIZE),
      hasNext: matching.length > start + PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)),
    };
  }
  return { rows: matching, hasNext: rows.length === PAGE_SIZE };
}

/** Order_Id search of the All Orders table: ids starting with the digits typed match, as the server's ?q=. */
export function matchesOrderId(order: Order, query: string): boolean {
  const q = query.trim();
  return q === '' || order.Order_Id.startsWith(q);
}

/** One page of an order group, filtered by Order_Id (the server filters with ?q=; this keeps a whole list honest). */
export async function loadOrderPage(group: OrderGroup, page: number, search = ''): Promise<Page<Order>> {
  const rows = await dashboardApi.orders(group, page, PAGE_SIZE, search.trim());
  return toPage(rows, page, (o) => matchesOrderId(o, search));
}
