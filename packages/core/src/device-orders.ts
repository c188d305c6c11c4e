import type { OrderStatus, TrackedOrder } from './schemas';

/**
 * How long a device keeps an order after it ended (completed, cancelled or expired). A month covers what a
 * customer looks back for on their own phone (the number to quote to the branch about a trip just taken, a
 * receipt to check against a bank statement, which closes monthly); past that, a shared device holding a
 * stranger's name, phone and address is the bigger risk. The confirmation email keeps the number, and tracking
 * works with it and the email for as long as the branch keeps the order.
 */
export const DEVICE_ORDER_KEEP_DAYS = 30;

/**
 * The longest an order can stay open: it expires at the end of its hold (orderHeldUntil in order-policy.ts,
 * the first closing time 24 hours after placing, which is never more than 16 days away whatever the branch's
 * hours; a test holds it within this). So an order the device never heard end has ended by then.
 */
export const LONGEST_ORDER_HOLD_HOURS = 24 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDED: readonly OrderStatus[] = ['Completed', 'Cancelled', 'Expired'];

/** Completed, Cancelled and Expired are final: nothing more happens to the order. */
export function isOrderEnded(status: OrderStatus): boolean {
  return ENDED.includes(status);
}

/** When tracking says the order ended (the time of its Completed, Cancelled or Expired step), or null. */
export function orderEndedAt(tracked: Pick<TrackedOrder, 'Status' | 'events'>): string | null {
  if (!isOrderEnded(tracked.Status)) return null;
  const end = tracked.events.findLast((e) => e.what === tracked.Status);
  return end?.at ?? null;
}

/** What a device knows of one of its orders: when it was placed and, if it heard, when it ended. */
export interface DeviceOrderDates {
  placedAt: string;
  /** Null while the device has not heard the order end. */
  endedAt: string | null;
}

/**
 * When the device drops the order from its list: DEVICE_ORDER_KEEP_DAYS after it ended, or after it must have
 * ended (placed + LONGEST_ORDER_HOLD_HOURS) when the device never heard.
 */
export function deviceOrderForgetAt(order: DeviceOrderDates): Date {
  const ended = order.endedAt
    ? Date.parse(order.endedAt)
    : Date.parse(order.placedAt) + LONGEST_ORDER_HOLD_HOURS * 60 * 60 * 1000;
  return new Date(ended + DEVICE_ORDER_KEEP_DAYS * DAY_MS);
}

/** True once the device should no longer keep the order (`now` is passed in: the rule reads no clock). */
export function shouldForgetDeviceOrder(order: DeviceOrderDates, now: Date): boolean {
  return now.getTime() >= deviceOrderForgetAt(order).getTime();
}
