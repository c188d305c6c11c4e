import type { TodayOrder } from '@tm/core';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether a Today order matches what staff typed, as the order lists' server search does: the order number's
 * first digits, part of the name or email (any case), or the phone's digits ("07700 900123" finds
 * "07700900123"). Today holds every open order already, so it filters as staff type, without a round trip.
 */
export function matchesOrder(
  order: Pick<TodayOrder, 'Order_Id' | 'Name' | 'Email' | 'Phone_Number'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (order.Order_Id.startsWith(q)) return true;
  if (order.Name.toLowerCase().includes(q) || order.Email.toLowerCase().includes(q)) return true;
  const digits = digitsOf(q);
  return digits.length >= 3 && digits.length === q.replace(/[\s()+-]/g, '').length
    ? digitsOf(order.Phone_Number).includes(digits)
    : false;
}
