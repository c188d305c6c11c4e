import type { Order } from '@tm/core';
import { dashboardApi } from './api';
import type { OrderGroup } from './api';

/** Dashboard tables page past this many rows. */
export const PAGE_SIZE = 50;

export interface Page<T> {
  rows: T[];
  hasNext: boolean;
}

/** A page as the server sent it (every list is paged with ?page=&limit=): a full page may have another after it. */
export function serverPage<T>(rows: T[]): Page<T> {
  return { rows, hasNext: rows.length === PAGE_SIZE };
}

/** One page of an order group; the server filters it by Order_Id with ?q=. */
export async function loadOrderPage(group: OrderGroup, page: number, search = ''): Promise<Page<Order>> {
  return serverPage(await dashboardApi.orders(group, page, PAGE_SIZE, search.trim()));
}
