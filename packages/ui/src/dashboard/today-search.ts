import type { TodayOrder } from '@tm/core';
import { ukPhoneDigits } from '@tm/core/phone-digits';

/**
 * Whether a Today order matches what staff typed, as the order lists' server search does: the order number's
 * first digits, part of the name or email (any case), or the phone's digits ("07700 900123" finds
 * "07700900123", and "+44 7700 900123" finds it too: core ukPhoneDigits). Today holds every open order
 * already, so it filters as staff type, without a round trip.
 */
export function matchesOrder(
  order: Pick<TodayOrder, 'Order_Id' | 'Name' | 'Email' | 'Phone_Number'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (order.Order_Id.startsWith(q)) return true;
  if (order.Name.toLowerCase().includes(q) || order.Email.toLowerCase().includes(q)) return true;
  const typed = q.replace(/[\s()+-]/g, '');
  return /^\d{3,}$/.test(typed) ? ukPhoneDigits(order.Phone_Number).includes(ukPhoneDigits(q)) : false;
}
