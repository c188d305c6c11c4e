import { beforeAll, describe, expect, it } from 'vitest';
import { endOfDaySchema, orderSchema, sumAmounts, tillDaySchema, type Order } from '@tm/core';
import {
  adminAppForFile,
  auditRows,
  cancelByBranch,
  errorOf,
  json,
  jsonRequest,
  placeOrder,
  userWithSession,
} from '../auth/support';

/**
 * The till, stock and the end-of-day report (issue 30), in summer so London (BST) is an hour ahead of UTC:
 * Wednesday 1 July 2026. A and B are Collect orders of euros completed on 1 July in London (B at 23:30
 * London, 22:30 UTC); C is a Sell order completed at 00:30 London on 2 July (23:30 UTC on 1 July), so it is
 * 2 July's; D is deleted by the branch on 1 July.
 *
 * Over 300 lines on purpose: the tests share one London day's orders, placed once (beforeAll), and build on
 * each other's counts and sign-off, so a split would place and complete the day's orders again in each file.
 */
let now = new Date('2026-07-01T09:00:00Z');
const ctx = adminAppForFile({}, { clock: () => new Date(now) });
const at = (iso: string) => (now = new Date(iso));

let manager: Record<string, string>;
let cashier: Record<string, string>;
const orders: Record<'A' | 'B' | 'C', Order> = {} as never;
let deletedNumber = '';

const details = async (id: string) =>
  orderSchema.parse(await json(await ctx.app.request(`/api/details/${id}`, { headers: ctx.admin.bearer })));
const get = async (path: string, headers = manager) => ctx.app.request(path, { headers });
const till = async (day: string) =>
  tillDaySchema.parse(await json(await get(`/api/till?day=${day}`, cashier)));
const report = async (day: string) => endOfDaySchema.parse(await json(await get(`/api/endOfDay?day=${day}`)));

async function complete(id: string, when: string) {
  at(when);
  const res = await ctx.app.request(`/api/acceptedToCompleted/${id}`, {
    method: 'PUT',
    headers: ctx.admin.bearer,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  manager = (await userWithSession(ctx.deps, 'Manager')).bearer;
  cashier = (await userWithSession(ctx.deps, 'Cashier')).bearer;
  at('2026-07-01T09:00:00Z');
  const place = async (overrides: Record<string, unknown>) => {
    const placed = await placeOrder(ctx.app, overrides);
    const accepted = await ctx.app.request(`/api/pendingToAceept/${placed._id}`, {
      method: 'POST',
      headers: ctx.admin.bearer,
    });
    expect(accepted.status).toBe(200);
    return placed._id;
  };
  const a = await place({ Email: 'a@example.test' });
  const b = await place({
    Email: 'b@example.test',
    Orders: [{ currencyTake: '600', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR', status: 'buy' }],
  });
  const c = await place({
    Email: 'c@example.test',
    status: 'sell',
    Orders: [{ currencyTake: '200', currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP', status: 'sell' }],
  });
  const d = await place({ Email: 'd@example.test' });
  deletedNumber = (await details(d)).Order_Id;
  await complete(a, '2026-07-01T12:00:00Z');
  await complete(b, '2026-07-01T22:30:00Z'); // 23:30 in London, still 1 July
  await complete(c, '2026-07-01T23:30:00Z'); // 00:30 in London on 2 July
  at('2026-07-01T15:00:00Z');
  expect((await cancelByBranch(ctx.app, ctx.admin.bearer, d)).status).toBe(200);
  for (const [k, id] of Object.entries({ A: a, B: b, C: c })) orders[k as 'A'] = await details(id);
});

describe('GET /api/endOfDay: by completion date in London (issue 30)', () => {
  it('1 July has A and B (B at 23:30 London), not C (00:30 London on 2 July), and counts D as deleted', async () => {
    const eod = await report('2026-07-01');
    const { A, B } = orders;
    expect(A.Orders[0]).toMatchObject({ currencyTake: '100.00', currencyMy: '115.22' });
    expect(B.Orders[0]).toMatchObject({ currencyTake: '600.00', currencyMy: '691.32' });
    expect(eod.rows).toEqual([
      {
        code: 'EUR',
        way: 'buy',
        orders: 2,
        // The notes handed over (€115.22 → €115, €691.32 → €690), for the GBP the customers paid.
        foreign: '805.00',
        gbp: sumAmounts([A.Orders[0]!.currencyTake, B.Orders[0]!.currencyTake]),
      },
    ]);
    expect(eod.gbpIn).toBe('700.00');
    // €0.22 (£0.19) and €1.32 (£1.15) below the smallest note, paid back in GBP.
    expect(eod.gbpPaidBack).toBe('1.34');
    expect(eod.gbpOut).toBe('0.00');
    // The report and the till count the same money: notes out, and GBP in less what was paid back.
    const rows = (await till('2026-07-01')).rows;
    expect(rows.find((r) => r.code === 'EUR')!.moneyOut).toBe(eod.rows[0]!.foreign);
    expect(rows.find((r) => r.code === 'GBP')!.moneyIn).toBe('698.66');
    expect(eod.completedOrders).toBe(2);
    expect(eod.deletedOrders).toBe(1);
  });

  it('2 July has C, the Sell order, paid out in GBP', async () => {
    const eod = await report('2026-07-02');
    const c = orders.C.Orders[0]!;
    expect(eod.rows).toEqual([{ code: 'EUR', way: 'sell', orders: 1, foreign: '200.00', gbp: c.currencyMy }]);
    expect(eod.gbpOut).toBe(c.currencyMy);
    expect(eod.gbpIn).toBe('0.00');
  });

  it('the accountant’s CSV has completion time, staff, ID-check flag, and the deleted order', async () => {
    const res = await get('/api/endOfDayExport?day=2026-07-01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Order_Id","Event","Time (London)","Time (UTC)","Staff","Way","Line","Currency","Foreign amount","Notes","GBP","GBP paid back","Rate","ID checked","Deleted reason"',
    );
    const staff = ctx.admin.user.email;
    // The priced amount, then as settled: €690 in notes for £600.00, and €1.32 (£1.15) paid back in GBP.
    expect(lines).toContain(
      `"${orders.B.Order_Id}","Completed","2026-07-01 23:30","2026-07-01T22:30:00.000Z","${staff}","Click & Collect","1","EUR","691.32","690.00","600.00","1.15","1.1522","no",""`,
    );
    expect(lines.some((l) => l.startsWith(`"${orders.A.Order_Id}","Completed","2026-07-01 13:00"`))).toBe(
      true,
    );
    // The reason as staff read it everywhere else, not its stored code ("other").
    expect(lines.find((l) => l.startsWith(`"${deletedNumber}"`))).toMatch(/,"Another reason"$/);
    expect(lines.some((l) => l.startsWith(`"${deletedNumber}","Deleted","2026-07-01 16:00"`))).toBe(true);
    expect(lines.some((l) => l.includes(orders.C.Order_Id))).toBe(false);
    expect(lines).toHaveLength(4);
  });
});

describe('the till and stock (issue 30)', () => {
  it('stock after completions: expected = float + deliveries + in − out, per currency, GBP first', async () => {
    const put = await ctx.app.request(
      '/api/till',
      jsonRequest(
        {
          day: '2026-07-01',
          counts: [
            { code: 'GBP', openingFloat: '1000', deliveries: '0' },
            { code: 'EUR', openingFloat: '2000', deliveries: '500.00' },
          ],
        },
        cashier,
        'PUT',
      ),
    );
    expect(put.status).toBe(200);
    const day = await till('2026-07-01');
    expect(day.completedOrders).toBe(2);
    // EUR out: the notes of A and B (€115 and €690; €0.22 and €1.32 paid back in GBP). 2000 + 500 − 805.
    expect(day.rows.find((r) => r.code === 'EUR')).toEqual({
      code: 'EUR',
      openingFloat: '2000.00',
      deliveries: '500.00',
      moneyIn: '0.00',
      moneyOut: '805.00',
      expected: '1695.00',
      counted: null,
      difference: null,
    });
    // GBP in: £700 paid less £0.19 + £1.15 paid back. 1000 + 698.66.
    expect(day.rows[0]).toMatchObject({
      code: 'GBP',
      moneyIn: '698.66',
      moneyOut: '0.00',
      expected: '1698.66',
    });
    expect(await auditRows(ctx.deps, 'Dagenham:2026-07-01', 'till-count')).toHaveLength(1);
  });

  it('counted − expected = difference; a manager signs off once everything is counted, then it is closed', async () => {
    const early = await ctx.app.request('/api/till/signOff', jsonRequest({ day: '2026-07-01' }, manager));
    expect(early.status).toBe(422);
    expect((await errorOf(early)).message).toBe(
      'Count every currency before signing off: GBP, EUR. Nothing was changed.',
    );
    const counts = [
      { code: 'GBP', openingFloat: '1000', deliveries: '0', counted: '1698.66' },
      { code: 'EUR', openingFloat: '2000', deliveries: '500', counted: '1690' },
    ];
    await ctx.app.request('/api/till', jsonRequest({ day: '2026-07-01', counts }, cashier, 'PUT'));
    const counted = await till('2026-07-01');
    expect(counted.rows.map((r) => [r.code, r.counted, r.difference])).toEqual([
      ['GBP', '1698.66', '0.00'],
      ['EUR', '1690.00', '-5.00'],
    ]);
    const asCashier = await ctx.app.request('/api/till/signOff', jsonRequest({ day: '2026-07-01' }, cashier));
    expect(asCashier.status).toBe(403);
    at('2026-07-01T17:45:00Z');
    // EUR is €5 short: nothing reopens a signed-off day, so the manager must say why, in a note of substance.
    for (const note of [undefined, '  short  ']) {
      const unexplained = await ctx.app.request(
        '/api/till/signOff',
        jsonRequest({ day: '2026-07-01', note }, manager),
      );
      expect(unexplained.status).toBe(422);
      expect(await errorOf(unexplained)).toMatchObject({
        code: 'till_out',
        message:
          'The till is out (-€5.00): say why in the note, in at least 10 characters, before signing off. Nothing was changed.',
      });
    }
    expect((await till('2026-07-01')).signedOffBy).toBeNull();
    expect(await auditRows(ctx.deps, 'Dagenham:2026-07-01', 'till-sign-off')).toHaveLength(0);
    const signed = await ctx.app.request(
      '/api/till/signOff',
      jsonRequest({ day: '2026-07-01', note: ' A €5 note handed over twice in change. ' }, manager),
    );
    expect(signed.status).toBe(200);
    const body = tillDaySchema.parse(await json(signed));
    expect(body.signedOffAt).toBe('2026-07-01T17:45:00.000Z');
    expect(body.signedOffBy).toMatch(/^manager-/);
    expect(body.signOffNote).toBe('A €5 note handed over twice in change.');
    expect((await till('2026-07-01')).signOffNote).toBe('A €5 note handed over twice in change.');
    const again = await ctx.app.request(
      '/api/till',
      jsonRequest({ day: '2026-07-01', counts }, cashier, 'PUT'),
    );
    expect(again.status).toBe(409);
    // The day as the Close of day screen states it.
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /^The till for July 1st 2026 was signed off by manager-/,
    );
    expect(
      (await ctx.app.request('/api/till/signOff', jsonRequest({ day: '2026-07-01' }, manager))).status,
    ).toBe(409);
    const [audit] = await auditRows(ctx.deps, 'Dagenham:2026-07-01', 'till-sign-off');
    expect(audit!.after).toMatchObject({ note: 'A €5 note handed over twice in change.' });
    expect(await auditRows(ctx.deps, 'Dagenham:2026-07-01', 'till-sign-off')).toHaveLength(1);

    // An order completed after the sign-off would change the signed figures: refused, and nothing moves.
    at('2026-07-01T17:50:00Z');
    const late = await placeOrder(ctx.app, { Email: 'late@example.test' });
    const accepted = await ctx.app.request(`/api/pendingToAceept/${late._id}`, {
      method: 'POST',
      headers: ctx.admin.bearer,
    });
    expect(accepted.status).toBe(200);
    const refused = await ctx.app.request(`/api/acceptedToCompleted/${late._id}`, {
      method: 'PUT',
      headers: ctx.admin.bearer,
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'till_signed_off',
      message: expect.stringMatching(
        /^Today's till was signed off by manager-\S+ at 18:45, so no order can be completed today: the customer can collect on the next opening day\. Nothing was changed\.$/,
      ),
    });
    expect((await details(late._id)).Status).toBe('Accepted');
    expect((await till('2026-07-01')).rows).toEqual(body.rows);
  });

  it('refuses a negative or fractional-penny amount with 400, writing nothing', async () => {
    for (const openingFloat of ['-5', '1.001', 'abc']) {
      const res = await ctx.app.request(
        '/api/till',
        jsonRequest(
          { day: '2026-07-03', counts: [{ code: 'EUR', openingFloat, deliveries: '0' }] },
          cashier,
          'PUT',
        ),
      );
      expect(res.status).toBe(400);
    }
    expect((await till('2026-07-03')).rows).toEqual([]);
  });

  it('refuses to sign off a day with nothing in the till: a mis-click at opening would close the day for good', async () => {
    at('2026-07-06T08:05:00Z');
    const res = await ctx.app.request('/api/till/signOff', jsonRequest({ day: '2026-07-06' }, manager));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      code: 'till_empty',
      message: expect.stringMatching(/^Nothing has been entered in the till for .+ Nothing was changed\.$/),
    });
    expect((await till('2026-07-06')).signedOffBy).toBeNull();
  });

  it('takes amounts as JSON numbers too, as every other amount the API takes (docs/api.md)', async () => {
    at('2026-07-04T09:00:00Z');
    const res = await ctx.app.request(
      '/api/till',
      jsonRequest(
        { day: '2026-07-04', counts: [{ code: 'EUR', openingFloat: 100, deliveries: 0.5 }] },
        cashier,
        'PUT',
      ),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await till('2026-07-04')).rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'EUR', openingFloat: '100.00', deliveries: '0.50' }),
      ]),
    );
  });

  it('refuses a day not in the calendar or not yet begun (entry or sign-off), a currency the branch lacks, a fraction of a yen', async () => {
    at('2026-07-01T09:00:00Z');
    const put = (day: string, count: Record<string, string>) =>
      ctx.app.request(
        '/api/till',
        jsonRequest({ day, counts: [{ openingFloat: '10', deliveries: '0', ...count }] }, cashier, 'PUT'),
      );
    const cases: Array<[string, Record<string, string>, number, string]> = [
      ['2026-06-31', { code: 'EUR' }, 400, 'That day is not in the calendar'],
      ['2026-07-02', { code: 'EUR' }, 422, 'The till for July 2nd 2026 cannot be entered before that day.'],
      ['2026-06-30', { code: 'ZZZ' }, 422, 'The branch has no currency ZZZ. Nothing was changed.'],
      [
        '2026-06-30',
        { code: 'JPY', openingFloat: '1000.50' },
        400,
        'JPY has no smaller unit: give a whole number of JPY',
      ],
    ];
    for (const [day, count, status, message] of cases) {
      const res = await put(day, count);
      expect(res.status, `${day} ${count.code}`).toBe(status);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await till('2026-06-30')).rows).toEqual([]);
    // Nor is a day signed off before it begins: nothing undoes a sign-off, and the day would refuse every
    // completion on it.
    const ahead = await ctx.app.request('/api/till/signOff', jsonRequest({ day: '2026-07-02' }, manager));
    expect(ahead.status).toBe(422);
    expect((await errorOf(ahead)).message).toBe(
      'The till for July 2nd 2026 cannot be signed off before that day.',
    );
    expect((await till('2026-07-02')).signedOffBy).toBeNull();
    // Yesterday's till may still be entered (a correction before its sign-off), in whole yen.
    expect((await put('2026-06-30', { code: 'JPY', openingFloat: '1000' })).status).toBe(200);
  });
});
