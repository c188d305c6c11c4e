import { lineSettlement, orderGbpTotal, type Order } from '@tm/core';
import { describe, expect, it } from 'vitest';
import { adminAppForFile, placeOrder, SELL_WITH_LEFTOVER } from '../auth/support';
import { csvCell } from '../../src/routes/export/csv';

const ctx = adminAppForFile(); // the fixed test clock: 2 November 2026

const exportCsv = (query: string) =>
  ctx.app.request(`/api/ordersExport?${query}`, { headers: ctx.admin.bearer });

/** RFC 4180 lines back to cells (every cell is quoted by the export). */
const parse = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replaceAll('""', '"')));

describe('GET /api/ordersExport', () => {
  it('gives one quoted line per order line for the days asked, safe for spreadsheets', async () => {
    const two = await placeOrder(ctx.app, {
      Name: '=HYPERLINK("http://evil.example","click") "Quote"',
      Orders: ['EUR', 'USD'].map((code) => ({
        currencyTake: '100',
        currencyTakecurrent: 'GBP',
        currencyMycurrent: code,
        status: 'buy',
      })),
    });
    const res = await exportCsv('from=2026-11-02&to=2026-11-02');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('orders-2026-11-02-to-2026-11-02.csv');
    const rows = parse(await res.text());
    expect(rows[0]).toEqual(expect.arrayContaining(['Order_Id', 'Name', 'Customer gives', 'Rate']));
    const mine = rows.filter((r) => r[0] === two.Order_Id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual(expect.arrayContaining(['1', '100.00', 'GBP', '115.22', 'EUR', '1.1522']));
    expect(mine[1]![9]).toBe('2');
    expect(mine[0]![4]).toBe(`'=HYPERLINK("http://evil.example","click") "Quote"`);
  });

  // An audit found a Sell of €302.67 exported at its priced £257.22, where the customer's email, the order's
  // page and the till say £254.95 for €300 in notes: the CSV gives the line as settled too.
  it('gives each line as settled at the counter: the notes, the GBP that changes hands, the GBP paid back', async () => {
    const sell = await placeOrder(ctx.app, SELL_WITH_LEFTOVER);
    const [header, ...rows] = parse(await (await exportCsv('from=2026-11-02&to=2026-11-02')).text());
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    const row = rows.find((r) => r[0] === sell.Order_Id)!;
    const details = await ctx.app.request(`/api/details/${sell._id}`, { headers: ctx.admin.bearer });
    const order = (await details.json()) as { Orders: Order['Orders'] };
    const settled = lineSettlement(order.Orders[0]!, 'sell')!;
    expect(cell(row, 'Customer gives')).toBe('302.67');
    expect(cell(row, 'Notes')).toBe('300.00');
    expect(cell(row, 'GBP')).toBe(settled.gbp);
    expect(cell(row, 'GBP')).toBe(orderGbpTotal(order.Orders, 'sell'));
    expect(Number(cell(row, 'GBP'))).toBeLessThan(Number(cell(row, 'Customer receives')));
    expect(cell(row, 'GBP paid back')).toBe('0.00');
  });

  it('leaves out other days and applies the search', async () => {
    const placed = await placeOrder(ctx.app, { Name: 'Searchable Person' });
    expect(parse(await (await exportCsv('from=2026-11-03&to=2026-11-30')).text())).toHaveLength(1);
    const found = parse(await (await exportCsv('from=2026-11-01&to=2026-11-02&q=searchable')).text());
    expect(found.slice(1).map((r) => r[0])).toEqual([placed.Order_Id]);
  });

  it('refuses a bad range with a clear message, and strangers', async () => {
    const backwards = await exportCsv('from=2026-11-05&to=2026-11-01');
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: { message: string } }).error.message).toBe(
      'The first day must not be after the last',
    );
    expect((await exportCsv('from=yesterday&to=2026-11-01')).status).toBe(400);
    // A day left out is named, not zod's "expected string, received undefined".
    const bare = await exportCsv('to=2026-11-01');
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(
      'Choose the first day to export (from)',
    );
    expect((await ctx.app.request('/api/ordersExport?from=2026-11-01&to=2026-11-02')).status).toBe(401);
  });

  it("refuses a day not in the calendar with the till's words, not an empty CSV of the day it rolls over to", async () => {
    const messageOf = async (path: string) => {
      const res = await ctx.app.request(path, { headers: ctx.admin.bearer });
      expect(res.status, path).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    const tills = await messageOf('/api/endOfDayExport?day=2026-11-31');
    expect(tills).toBe('That day is not in the calendar');
    for (const path of ['/api/ordersExport', '/api/deletedOrdersExport']) {
      expect(await messageOf(`${path}?from=2026-11-31&to=2026-11-31`)).toBe(tills);
      expect(await messageOf(`${path}?from=2026-02-01&to=2026-02-29`)).toBe(tills);
    }
  });

  it('prefixes every formula starter', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('plain')).toBe('"plain"');
  });
});
