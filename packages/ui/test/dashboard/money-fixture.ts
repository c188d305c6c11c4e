import { orderLine } from '@tm/core/fixtures';
import type { CartLine } from '@tm/core';

/**
 * The issue 29 order: £900 of euros at 1.1522 in two lines. The customer's email says "EUR: 690 EUR in notes,
 * 1.32 EUR (1.15 GBP) paid back in GBP", "EUR: 345 EUR in notes, 0.66 EUR (0.57 GBP) …" and "Total: £900.00".
 */
export const EUR_900: CartLine[] = [
  orderLine({ Id: 'a', currencyTake: '600.00', currencyMy: '691.32' }),
  orderLine({ Id: 'b', currencyTake: '300.00', currencyMy: '345.66' }),
];

/** The till line: JP¥717,897.42 for £3,800, not payable in notes as it stands. */
export const JPY_3800: CartLine = orderLine({
  Id: 'j',
  currencyMy: '717897.42',
  currencyMycurrent: 'JPY',
  currencyTake: '3800.00',
  Rate: '188.9204',
});

/** The numbers of a text, in order: "690 EUR … 1.32 EUR (1.15 GBP)" and "€690 … €1.32 (£1.15)" read the same. */
export const numbersIn = (text: string) => text.match(/\d[\d,]*(\.\d+)?/g) ?? [];
