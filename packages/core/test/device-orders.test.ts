import { describe, expect, it } from 'vitest';
import {
  DEVICE_ORDER_KEEP_DAYS,
  LONGEST_ORDER_HOLD_HOURS,
  deviceOrderForgetAt,
  isOrderEnded,
  orderEndedAt,
  shouldForgetDeviceOrder,
} from '../src/device-orders';

const DAY = 24 * 60 * 60 * 1000;
const placedAt = '2026-03-01T09:00:00.000Z';
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

describe('the order statuses that end an order', () => {
  it('are Completed, Cancelled and Expired', () => {
    expect(
      ['Pending', 'Accepted', 'Completed', 'Cancelled', 'Expired'].filter((s) => isOrderEnded(s as never)),
    ).toEqual(['Completed', 'Cancelled', 'Expired']);
  });

  it('end when tracking says the final step happened', () => {
    const events = [
      { what: 'Placed', at: placedAt },
      { what: 'Accepted', at: '2026-03-01T10:00:00.000Z' },
      { what: 'Completed', at: '2026-03-02T15:30:00.000Z' },
    ] as const;
    expect(orderEndedAt({ Status: 'Completed', events: [...events] })).toBe('2026-03-02T15:30:00.000Z');
    expect(orderEndedAt({ Status: 'Accepted', events: [...events.slice(0, 2)] })).toBeNull();
    // A final status whose step tracking did not list: the device does not invent a time.
    expect(orderEndedAt({ Status: 'Expired', events: [{ what: 'Placed', at: placedAt }] })).toBeNull();
  });
});

describe('when a device forgets an order', () => {
  const endedAt = '2026-03-04T12:00:00.000Z';

  it(`keeps an ended order ${DEVICE_ORDER_KEEP_DAYS} days after it ended, to the millisecond`, () => {
    const order = { placedAt, endedAt };
    expect(deviceOrderForgetAt(order).toISOString()).toBe(
      at(endedAt, DEVICE_ORDER_KEEP_DAYS * DAY).toISOString(),
    );
    expect(shouldForgetDeviceOrder(order, at(endedAt, DEVICE_ORDER_KEEP_DAYS * DAY - 1))).toBe(false);
    expect(shouldForgetDeviceOrder(order, at(endedAt, DEVICE_ORDER_KEEP_DAYS * DAY))).toBe(true);
  });

  it('counts an order it never heard end from the longest time an order can stay open', () => {
    const order = { placedAt, endedAt: null };
    const mustHaveEnded = LONGEST_ORDER_HOLD_HOURS * 60 * 60 * 1000;
    expect(
      shouldForgetDeviceOrder(order, at(placedAt, mustHaveEnded + DEVICE_ORDER_KEEP_DAYS * DAY - 1)),
    ).toBe(false);
    expect(shouldForgetDeviceOrder(order, at(placedAt, mustHaveEnded + DEVICE_ORDER_KEEP_DAYS * DAY))).toBe(
      true,
    );
  });

  it('counts from when the order ended, not from when it was placed', () => {
    expect(shouldForgetDeviceOrder({ placedAt, endedAt }, at(placedAt, DEVICE_ORDER_KEEP_DAYS * DAY))).toBe(
      false,
    );
  });
});
