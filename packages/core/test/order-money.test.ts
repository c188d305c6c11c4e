import { describe, expect, it } from 'vitest';
import { orderLine, sellOrderLine } from '../fixtures';
import { formatAmountWithCode } from '../src/email-rows';
import { formatMoney } from '../src/money';
import { lineGbpSettled, orderAmountText, orderGbpTotal, orderMoney, tillLines } from '../src/order-money';
import type { CartLine } from '../src/schemas';

/** £600 of euros at 1.1522: €691.32, which is €690 in notes and €1.32 (£1.15) paid back in GBP. */
const EUR_600: CartLine = orderLine({ currencyTake: '600.00', currencyMy: '691.32' });
/** £300 of euros at 1.1522 (€345.66), the issue's £900 order with EUR_600. */
const EUR_300: CartLine = orderLine({ Id: 'l2', currencyTake: '300.00', currencyMy: '345.66' });
/** The till: JP¥717,897.42 is not payable in notes (smallest ¥1,000). */
const JPY_LINE: CartLine = orderLine({
  Id: 'j1',
  currencyMy: '717897.42',
  currencyMycurrent: 'JPY',
  currencyTake: '3800.00',
  Rate: '188.9204',
});
const SELL_LINE: CartLine = sellOrderLine({ currencyTake: '302.67', currencyMy: '257.22' });

describe('orderMoney: what the emails and the staff screens both say', () => {
  it('states notes, GBP back and the total in the email format', () => {
    const m = orderMoney([EUR_600], 'buy', formatAmountWithCode);
    expect(m.notesTitle).toBe('Banknotes only:');
    expect(m.notes).toEqual(['EUR: 690 EUR in notes, 1.32 EUR (1.15 GBP) paid back in GBP']);
    expect(m.gbpBack).toBe('1.15');
    expect(m.total).toBe('£600.00');
  });

  it('states the same numbers in the screen format', () => {
    const m = orderMoney([EUR_600, EUR_300], 'buy', formatMoney);
    expect(m.notes).toEqual([
      'EUR: €690 in notes, €1.32 (£1.15) paid back in GBP',
      'EUR: €345 in notes, €0.66 (£0.57) paid back in GBP',
    ]);
    expect(m.gbpBack).toBe('1.72');
    expect(m.total).toBe('£900.00');
  });

  it('says what a Sell customer brings and what is not exchanged', () => {
    const m = orderMoney([SELL_LINE], 'sell', formatMoney);
    expect(m.notesTitle).toBe('The branch takes banknotes only:');
    expect(m.notes).toEqual([
      'EUR: €300 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged',
    ]);
    // Paid for the €300 in notes only: £257.22 priced less the £2.27 of the €2.67 the customer keeps.
    expect(m.total).toBe('£254.95');
  });
});

describe('orderGbpTotal: the GBP that changes hands', () => {
  it("is a Collect order's whole GBP side, and a Sell order's GBP for the notes taken", () => {
    expect(orderGbpTotal([EUR_600, EUR_300], 'buy')).toBe('900.00');
    expect(orderGbpTotal([SELL_LINE], 'sell')).toBe('254.95');
    expect(lineGbpSettled(SELL_LINE, 'sell')).toBe('254.95');
  });

  it('pays the same €100 of notes the same, whatever the customer brought beside them', () => {
    // At 1.1767: €100 / 1.1767 = £84.983. The priced amount less the leftover's GBP, each rounded, gave £84.99
    // for €102.50 (£87.11 − £2.12) and £84.98 for €100 and €104.99.
    const paid = ['100.00', '102.50', '104.99'].map((fx) =>
      lineGbpSettled(sellOrderLine({ currencyTake: fx, currencyMy: '0.00' }), 'sell'),
    );
    expect(paid).toEqual(['84.98', '84.98', '84.98']);
  });

  it('pays a Sell line in whole notes in full', () => {
    const whole = { ...SELL_LINE, currencyTake: '300.00', currencyMy: '254.95' };
    expect(orderGbpTotal([whole], 'sell')).toBe('254.95');
  });
});

describe('orderAmountText', () => {
  it('reads foreign then GBP', () => {
    expect(orderAmountText([EUR_600], 'buy')).toBe('€691.32 / £600.00');
    expect(orderAmountText([EUR_600, JPY_LINE], 'buy')).toBe('€691.32 + JP¥717,897.42 / £4,400.00');
    // A Sell order: the notes the branch takes and what it pays for them, as the till and the email's total.
    expect(orderAmountText([SELL_LINE], 'sell')).toBe('€300.00 / £254.95');
  });
});

describe('tillLines', () => {
  it('adds up notes per line, never an amount below the smallest note', () => {
    const till = tillLines([
      { status: 'buy', Orders: [JPY_LINE] },
      { status: 'buy', Orders: [EUR_600, EUR_300] },
      { status: 'sell', Orders: [SELL_LINE] },
    ]);
    expect(till).toEqual([
      {
        code: 'EUR',
        collectNotes: '1035.00',
        collectGbpBack: '1.72',
        collectGbp: '900.00',
        collectOrders: 1,
        sellNotes: '300.00',
        // What the branch pays for those notes, not for the €2.67 the customer keeps.
        sellGbp: '254.95',
        sellOrders: 1,
      },
      {
        code: 'JPY',
        collectNotes: '717000.00',
        collectGbpBack: '4.75',
        collectGbp: '3800.00',
        collectOrders: 1,
        sellNotes: '0.00',
        sellGbp: '0.00',
        sellOrders: 0,
      },
    ]);
  });

  it('is empty with no open orders', () => {
    expect(tillLines([])).toEqual([]);
  });
});
