import { describe, expect, it } from 'vitest';
import type { Currency } from '@tm/core';
import { latestRateChange as latestUpdate } from '@tm/core/lists';
import { boardLayout, boardRows, flagEmoji, paginate } from '../../src/screen/board-rows';
import { DEFAULT_SCREEN_OPTIONS, parseScreenOptions } from '../../src/screen/screen-options';

const cur = (
  value: string,
  label: string,
  Rate: string,
  Sell: string,
  Buy: string,
  updatedAt = '2026-11-01T00:00:00.000Z',
): Currency => ({
  value,
  label,
  Rate,
  Sell,
  Buy,
  updatedAt,
  sample: true,
});

describe('board rows', () => {
  const list = [
    cur('USD', 'United States', '1.3380', '-1.1', '1'),
    cur('EUR', 'European Union', '1.1650', '-1.1', '1'),
    cur('JPY', 'Japan', '167.3420', '-2.5', '3'),
    cur('XAF', 'Central Africa', '740', '-5', '6'),
  ];

  it('shows the customer rates of docs/pricing.md: We Sell = collect rate, We Buy = sell rate', () => {
    const [eur] = boardRows(list, ['EUR']);
    expect(eur).toEqual({
      code: 'EUR',
      country: 'European Union',
      flag: '🇪🇺',
      weSell: '1.1522',
      weBuy: '1.1767',
    });
    const jpy = boardRows(list, []).find((r) => r.code === 'JPY')!;
    expect([jpy.weSell, jpy.weBuy]).toEqual(['163.1585', '172.3623']);
  });

  it('puts featured codes first in their order, then the rest in API order; unknown codes are ignored', () => {
    expect(boardRows(list, ['JPY', 'ZZZ', 'EUR']).map((r) => r.code)).toEqual(['JPY', 'EUR', 'USD', 'XAF']);
  });

  it('leaves off a currency whose margin leaves no price, instead of breaking the board', () => {
    expect(
      boardRows([...list, cur('BAD', 'Nowhere', '1', '-100', '1')], []).map((r) => r.code),
    ).not.toContain('BAD');
  });

  it('makes flags from the country part of the code; supranational X-codes get none', () => {
    expect(flagEmoji('GBP')).toBe('🇬🇧');
    expect(flagEmoji('XAF')).toBeNull();
    expect(flagEmoji('eur')).toBeNull();
  });

  it('pages rows, always at least one page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 16)).toEqual([[]]);
  });

  it('lays out two columns on a landscape TV and one long column on a portrait one', () => {
    expect(boardLayout(1920, 1080)).toEqual({ columns: 2, rowsPerColumn: 10, rowVmin: 6.72 });
    expect(boardLayout(1080, 1920)).toEqual({ columns: 1, rowsPerColumn: 20, rowVmin: 6.72 });
    // The address can ask for more or fewer rows; they share the same height, so they always fit.
    expect(boardLayout(1920, 1080, { rowsPerColumn: 8, columns: null })).toEqual({
      columns: 2,
      rowsPerColumn: 8,
      rowVmin: 8.4,
    });
    expect(boardLayout(1920, 1080, { rowsPerColumn: null, columns: 3 }).columns).toBe(3);
  });

  it('shrinks the rows while the lost-contact warning shows, so the warning hides none of them', () => {
    const live = boardLayout(1920, 1080);
    const stale = boardLayout(1920, 1080, undefined, true);
    expect(stale).toMatchObject({ columns: live.columns, rowsPerColumn: live.rowsPerColumn });
    // 10 rows give up the warning's 7.2 vmin: 67.2 − 7.2 = 60 vmin.
    expect(stale.rowVmin).toBe(6);
    expect(boardLayout(1080, 1920, undefined, true).rowVmin).toBe(6.12);
  });

  it('shows the 103 seeded currencies in under a minute by default (issue 17: 84 s before)', () => {
    const { columns, rowsPerColumn } = boardLayout(1920, 1080);
    const pages = Math.ceil(103 / (columns * rowsPerColumn));
    expect(pages * DEFAULT_SCREEN_OPTIONS.intervalSeconds).toBe(54);
    const portrait = boardLayout(1080, 1920);
    expect(Math.ceil(103 / (portrait.columns * portrait.rowsPerColumn)) * 9).toBe(54);
  });

  it('knows when a rate last changed', () => {
    expect(
      latestUpdate([
        cur('A', 'a', '1', '0', '0', '2026-01-01T00:00:00Z'),
        cur('B', 'b', '1', '0', '0', '2026-03-01T00:00:00Z'),
      ]),
    ).toBe('2026-03-01T00:00:00Z');
    expect(latestUpdate([])).toBeNull();
  });
});

describe('screen options', () => {
  it('defaults: 9 s pages, EUR USD TRY AED JPY first, stale after 5 minutes', () => {
    const o = parseScreenOptions('');
    expect(o).toEqual(DEFAULT_SCREEN_OPTIONS);
    expect(o.featured.slice(0, 5)).toEqual(['EUR', 'USD', 'TRY', 'AED', 'JPY']);
    expect(o.intervalSeconds).toBe(9);
    expect(o.staleAfterSeconds).toBe(300);
  });

  it('reads interval, rows, columns, featured and staleAfter from the address', () => {
    expect(
      parseScreenOptions('?interval=20&rows=12&columns=3&featured=usd, eur,USD,x1&staleAfter=2'),
    ).toEqual({
      intervalSeconds: 20,
      rowsPerColumn: 12,
      columns: 3,
      featured: ['USD', 'EUR'],
      staleAfterSeconds: 2,
    });
  });

  it('falls back to the defaults for nonsense, and for sizes too small to read', () => {
    const o = parseScreenOptions('?interval=0&staleAfter=abc&rows=31&columns=2.5');
    expect(o.intervalSeconds).toBe(9);
    expect(o.staleAfterSeconds).toBe(300);
    expect(o.rowsPerColumn).toBeNull();
    expect(o.columns).toBeNull();
  });
});
