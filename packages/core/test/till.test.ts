import { describe, expect, it } from 'vitest';
import { EUR_LINE } from '../fixtures';
import { endOfDayRows, londonDayBounds, stockChecks, tillRows, uncountedCodes } from '../src/till';

/** £600 of euros at 1.1522: €691.32, €690 in notes and €1.32 (£1.15) paid back in GBP. */
const collect600 = {
  status: 'buy' as const,
  Orders: [{ ...EUR_LINE, currencyTake: '600.00', currencyMy: '691.32', Rate: '1.1522' }],
};

/** €302.67 sold at 1.1767 (£257.22 priced): €300 in notes taken, €2.67 (£2.27) kept by the customer. */
const sell302 = {
  status: 'sell' as const,
  Orders: [
    {
      ...EUR_LINE,
      currencyTake: '302.67',
      currencyTakecurrent: 'EUR',
      currencyMy: '257.22',
      currencyMycurrent: 'GBP',
      Rate: '1.1767',
      status: 'sell' as const,
    },
  ],
};

describe('a Sell order in the till and the end-of-day report', () => {
  it('counts the notes taken and the GBP paid for them, not for what the customer kept', () => {
    const gbp = tillRows([sell302], []).find((r) => r.code === 'GBP');
    const eur = tillRows([sell302], []).find((r) => r.code === 'EUR');
    expect(eur).toMatchObject({ moneyIn: '300.00', moneyOut: '0.00' });
    expect(gbp).toMatchObject({ moneyIn: '0.00', moneyOut: '254.95' });
    expect(endOfDayRows([sell302])).toEqual({
      rows: [{ code: 'EUR', way: 'sell', orders: 1, foreign: '300.00', gbp: '254.95' }],
      gbpIn: '0.00',
      gbpPaidBack: '0.00',
      gbpOut: '254.95',
    });
  });
});

describe('a Collect order in the till and the end-of-day report', () => {
  it('counts the notes handed over and the GBP paid, with what was paid back below the smallest note', () => {
    const gbp = tillRows([collect600], []).find((r) => r.code === 'GBP')!;
    const eur = tillRows([collect600], []).find((r) => r.code === 'EUR')!;
    const report = endOfDayRows([collect600]);
    expect(report).toEqual({
      rows: [{ code: 'EUR', way: 'buy', orders: 1, foreign: '690.00', gbp: '600.00' }],
      gbpIn: '600.00',
      gbpPaidBack: '1.15',
      gbpOut: '0.00',
    });
    // The same money as the till: its notes out, and its GBP in net of what was paid back.
    expect(eur.moneyOut).toBe(report.rows[0]!.foreign);
    expect(gbp.moneyIn).toBe('598.85');
  });
});

describe('tillRows (issue 30)', () => {
  it('expected = float + deliveries + in − out; difference = counted − expected, in decimal', () => {
    const rows = tillRows(
      [collect600],
      [
        { code: 'EUR', openingFloat: '1000.10', deliveries: '0.20', counted: '310.00' },
        { code: 'GBP', openingFloat: '0.10', deliveries: '0.20', counted: null },
      ],
    );
    expect(rows).toEqual([
      {
        code: 'GBP',
        openingFloat: '0.10',
        deliveries: '0.20',
        moneyIn: '598.85',
        moneyOut: '0.00',
        expected: '599.15',
        counted: null,
        difference: null,
      },
      {
        code: 'EUR',
        openingFloat: '1000.10',
        deliveries: '0.20',
        moneyIn: '0.00',
        moneyOut: '690.00',
        // 1000.10 + 0.20 − 690 = 310.30 exactly (floats would give 310.30000000000007)
        expected: '310.30',
        counted: '310.00',
        difference: '-0.30',
      },
    ]);
    expect(uncountedCodes(rows)).toEqual(['GBP']);
  });

  it('shows the stock when accepting a Collect order, short when it needs more notes than the till holds', () => {
    const rows = tillRows([], [{ code: 'EUR', openingFloat: '500', deliveries: '0', counted: null }]);
    expect(stockChecks(collect600, rows)).toEqual([
      { code: 'EUR', needed: '690.00', stock: '500.00', short: true },
    ]);
    const more = tillRows([], [{ code: 'EUR', openingFloat: '690', deliveries: '0', counted: null }]);
    expect(stockChecks(collect600, more)[0]!.short).toBe(false);
    expect(stockChecks(collect600, [])).toEqual([
      { code: 'EUR', needed: '690.00', stock: null, short: false },
    ]);
  });

  it('a London day is midnight to midnight London time, 23 or 25 hours across a clock change', () => {
    expect(londonDayBounds('2026-07-01')).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-01T23:00:00Z'),
    });
    const spring = londonDayBounds('2026-03-29');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = londonDayBounds('2026-10-25');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
});
