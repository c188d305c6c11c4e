import type { Order } from '@tm/core';
import { dashboardApi } from './api';
import type { OrderGroup } from './api';

/** Dashboard tables page past this many rows. */
export const PAGE_SIZE = 50;

export interface Page<T> {
  rows: T[];
  hasNext: boolean;
  /** How many rows match across all pages, when the server said (X-Total-Count). */
  total?: number;
}

/** A page as the server sent it (every list is paged with ?page=&limit=): a full page may have another after it. */
export function serverPage<T>(rows: T[]): Page<T> {
  return { rows, hasNext: rows.length === PAGE_SIZE };
}

/**
 * One page of an order group; the server filters it with ?q= (Order_Id, name, email or phone) and says how many
 * match in all, so staff can see the count and jump to any page.
 */
export async function loadOrderPage(group: OrderGroup, page: number, search = ''): Promise<Page<Order>> {
  let total: number | undefined;
  const rows = await dashboardApi.orders(group, page, PAGE_SIZE, search.trim(), (n) => (total = n));
  if (total === undefined) return serverPage(rows);
  return { rows, total, hasNext: page * PAGE_SIZE < total };
}
