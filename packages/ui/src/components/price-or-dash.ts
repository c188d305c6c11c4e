import { customerRate } from '@tm/core/money';

/**
 * A customer rate for display, or '—' where there is no currency yet or its numbers give no price: one bad
 * row must not take a whole table of rates down.
 */
export function priceOrDash(c: { Rate: string; Sell: string; Buy: string } | undefined, way: 'buy' | 'sell') {
  if (!c) return '—';
  try {
    return customerRate(c, way);
  } catch {
    return '—';
  }
}
