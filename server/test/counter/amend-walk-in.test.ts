import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  branchListSchema,
  branchSettingsSchema,
  orderSchema,
  orderTimelineSchema,
  type AmendRate,
  type CartLine,
} from '@tm/core';
import { currencies, orders } from '../../src/db/schema';
import { orderBody } from '../reliability/helpers/db-checks';
import { dropStaleSnapshot } from '../../src/orders/current-rates';
import { acceptByBranch, adminAppForFile, errorOf, json, jsonRequest, NOW } from '../auth/support';

/**
 * Amend and walk-in (issue 30). NOW is Monday 2 November 2026 10:30 (London = UTC in November): an order
 * placed then is held, and its rate guaranteed, until Tuesday 3 November 17:30. EUR is seeded at market
 * 1.1650 with a -1.1 % Collect margin: customer rate 1.1522.
 */
let now = new Date(NOW);
const ctx = adminAppForFile({}, { clock: () => new Date(now) });
const at = (iso: string) => (now = new Date(iso));

const cashier = async () => (await ctx.userWithSession('Cashier')).bearer;
/** Changes the EUR line to `gbp`, from the £100 every placed order here starts with (unless `was` says). */
const amend = async (id: string, gbp: string, headers?: Record<string, string>, was = '100.00') =>
  ctx.app.request(
    `/api/amendOrder/${id}`,
    jsonRequest(
      { lines: [{ code: 'EUR', currencyTake: gbp, was }], note: 'customer asked' },
      headers ?? (await cashier()),
      'PUT',
    ),
  );
const stored = async (id: string) =>
  orderSchema.parse(await json(await ctx.app.request(`/api/details/${id}`, { headers: ctx.admin.bearer })));
/** Moves EUR's market rate in SQL, and drops the rates snapshot so the next order prices from it. */
const timelineOf = async (id: string) =>
  orderTimelineSchema.parse(
    await json(await ctx.app.request(`/api/orderTimeline/${id}`, { headers: ctx.admin.bearer })),
  ).events;
const setEurMarket = async (rate: string) => {
  await ctx.deps.db.update(currencies).set({ rate }).where(eq(currencies.code, 'EUR'));
  dropStaleSnapshot(ctx.deps);
};

describe('PUT /api/amendOrder/{id} (issue 30)', () => {
  afterEach(() => setEurMarket('1.1650'));

  /**
   * An order placed at NOW (£100 of euros at 1.1522), then EUR's market moved to 1.2000 (today's customer
   * rate 1.1868) and the order amended to `gbp` at `when`: the amend must answer 200, priced at `rate` with
   * this EUR `line`. The placed order, for what each test checks next.
   */
  async function expectRepriced(
    email: string,
    when: string,
    gbp: string,
    rate: AmendRate,
    line: Pick<CartLine, 'currencyTake' | 'currencyMy' | 'Rate'>,
  ) {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: email });
    await setEurMarket('1.2000');
    at(when);
    const res = await amend(placed.Order_Id, gbp);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.rate).toBe(rate);
    expect(body.order.Orders[0]).toMatchObject(line);
    return placed;
  }

  it('reprices at the guaranteed rate while the guarantee lasts, even when today’s rate moved; audited and emailed', async () => {
    // One minute before the guarantee ends: £200 at 1.1522 = €230.44 (decimal, never a float).
    const placed = await expectRepriced('amend@example.test', '2026-11-03T17:29:00Z', '200', 'guaranteed', {
      currencyTake: '200.00',
      currencyMy: '230.44',
      Rate: '1.1522',
    });
    expect((await stored(placed._id)).Orders[0]).toMatchObject({ currencyMy: '230.44', Rate: '1.1522' });

    const [audit] = await ctx.auditRows(placed.Order_Id, 'order-amend');
    expect(audit!.before).toMatchObject({
      lines: [{ give: '100.00 GBP', receive: '115.22 EUR', rate: '1.1522' }],
    });
    expect(audit!.after).toMatchObject({
      lines: [{ give: '200.00 GBP', receive: '230.44 EUR' }],
      rate: 'guaranteed',
      note: 'customer asked',
    });
    const [email] = await ctx.orderEmails(placed._id, 'order-amended');
    expect(email!.to).toBe('amend@example.test');
    expect(email!.subject).toBe(`Your order ${placed.Order_Id} has been changed: these are its new amounts`);
    expect(email!.text).toContain('230.44 EUR');
    expect(email!.text).toContain('Total: £200.00');
    // The guarantee did not move: still Tuesday 17:30.
    expect(email!.text).toContain('Tuesday 3 November at 17:30');
    // The order's timeline tells the change and its email by name.
    const texts = (await timelineOf(placed.Order_Id)).map((e) => e.text);
    expect(texts).toContainEqual(expect.stringMatching(/^Amounts changed by cashier-/));
    expect(texts).toContainEqual(expect.stringMatching(/^New amounts email (sent )?to amend@example\.test/));
  });

  it('after the guarantee ended, reprices at today’s rate and starts a new guarantee', async () => {
    // A minute after the guarantee ended (the expiry job has not run yet), at today's rate:
    // 1.2000 × 0.989 = 1.1868; £300 × 1.1868 = €356.04.
    const placed = await expectRepriced('late@example.test', '2026-11-03T17:31:00Z', '300', 'today', {
      currencyTake: '300.00',
      currencyMy: '356.04',
      Rate: '1.1868',
    });
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row!.pricedAt.toISOString()).toBe('2026-11-03T17:31:00.000Z');
    const [email] = await ctx.orderEmails(placed._id, 'order-amended');
    // Priced Tuesday 17:31: Wednesday's closing is under 24 hours away, so Thursday 17:30.
    expect(email!.text).toContain('Your rate is locked until Thursday 5 November at 17:30.');
    const [audit] = await ctx.auditRows(placed.Order_Id, 'order-amend');
    expect(audit!.after).toMatchObject({ rate: 'today' });

    // Every later text runs the hold from the new priced time too (core holdStart), not from when it was placed.
    expect((await stored(placed._id)).pricedAt).toBe('2026-11-03T17:31:00.000Z');
    expect((await acceptByBranch(ctx.app, ctx.admin.bearer, placed._id)).status).toBe(200);
    const [accepted] = await ctx.orderEmails(placed._id, 'order-accepted');
    expect(accepted!.text).toContain('Your rate is locked until Thursday 5 November at 17:30.');
    expect(accepted!.text).not.toContain('Tuesday 3 November');
  });

  it('refuses to reprice at today’s rate into a hold of weeks: 409 branch_closed, nothing changed', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'closure@example.test' });
    const [seeded] = branchListSchema.parse(await json(await ctx.app.request('/api/branches')));
    const settings = (closedDays: string[]) =>
      ctx.app.request(
        '/api/branches/Dagenham',
        jsonRequest(branchSettingsSchema.parse({ ...seeded, closedDays }), ctx.admin.bearer, 'PUT'),
      );
    // Shut from Wednesday for three weeks: repriced on Tuesday evening, the order would be held until they end.
    const closure = Array.from({ length: 21 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 4 + i)).toISOString().slice(0, 10),
    );
    expect((await settings(closure)).status).toBe(200);
    try {
      at('2026-11-03T17:31:00Z');
      const res = await amend(placed.Order_Id, '300');
      expect(res.status).toBe(409);
      const error = await errorOf(res);
      expect(error.code).toBe('branch_closed');
      expect(error.message).toBe(
        "The branch is closed for a while: repriced at today's rate, this order could only be held until Wednesday 25 November at 17:30, and orders and their rates are held for at most 7 days. Change it nearer that day, or cancel it. Nothing was changed.",
      );
      expect((await stored(placed._id)).Orders[0]).toMatchObject({ currencyTake: '100.00' });
      expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(0);
      expect(await ctx.orderEmails(placed._id, 'order-amended')).toHaveLength(0);
    } finally {
      expect((await settings(seeded!.closedDays ?? [])).status).toBe(200);
    }
  });

  it('applies the same limits as placing: over ORDER_MAX_GBP is 422 and nothing changes', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'limit@example.test' });
    const res = await amend(placed.Order_Id, '6000');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('order_limit');
    expect((await stored(placed._id)).Orders[0]).toMatchObject({
      currencyTake: '100.00',
      currencyMy: '115.22',
    });
    expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(0);
    expect(await ctx.orderEmails(placed._id, 'order-amended')).toHaveLength(0);
  });

  it('refuses a malformed amount (400), a currency not on the order (422) and a completed order (409)', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'refused@example.test' });
    expect((await amend(placed.Order_Id, '10.001')).status).toBe(400);
    const wrong = await ctx.app.request(
      `/api/amendOrder/${placed.Order_Id}`,
      jsonRequest({ lines: [{ code: 'USD', currencyTake: '100', was: '100' }] }, await cashier(), 'PUT'),
    );
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).message).toBe('Give a new amount for each line of the order: EUR');
    const h = ctx.admin.bearer;
    const accept = await ctx.app.request(`/api/pendingToAceept/${placed._id}`, {
      method: 'POST',
      headers: h,
    });
    expect(accept.status).toBe(200);
    const complete = await ctx.app.request(`/api/acceptedToCompleted/${placed._id}`, {
      method: 'PUT',
      headers: h,
    });
    expect(complete.status).toBe(200);
    const done = await amend(placed.Order_Id, '200');
    expect(done.status).toBe(409);
    expect((await errorOf(done)).message).toBe(
      `Order ${placed.Order_Id} is Completed: only a Pending or Accepted order can be changed. Nothing was changed.`,
    );
    expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(0);
  });

  it('refuses a fraction of a yen on a Sell order as placing does: 400 naming the field, nothing changed', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({
      Email: 'yen@example.test',
      status: 'sell',
      title: 'Click & Sell',
      Orders: [
        { currencyTake: '2000', currencyTakecurrent: 'JPY', currencyMycurrent: 'GBP', status: 'sell' },
      ],
    });
    const res = await ctx.app.request(
      `/api/amendOrder/${placed.Order_Id}`,
      jsonRequest(
        { lines: [{ code: 'JPY', currencyTake: '1500.5', was: '2000.00' }] },
        await cashier(),
        'PUT',
      ),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: 'validation_failed',
      message: 'JPY has no smaller unit: give a whole number of JPY',
      issues: [{ path: ['lines', 0, 'currencyTake'] }],
    });
    expect((await stored(placed._id)).Orders[0]).toMatchObject({ currencyTake: '2000.00' });
    expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(0);
  });

  it('refuses to complete an order a colleague amended since the screen showed it (409 naming them and the amount now)', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'amend-then-complete@example.test' });
    const h = ctx.admin.bearer;
    expect((await acceptByBranch(ctx.app, h, placed._id)).status).toBe(200);
    const colleague = await ctx.userWithSession('Cashier');
    expect((await amend(placed.Order_Id, '300', colleague.bearer)).status).toBe(200);
    const complete = (seen?: string) =>
      ctx.app.request(`/api/acceptedToCompleted/${placed._id}${seen ? `?seenGbp=${seen}` : ''}`, {
        method: 'PUT',
        headers: h,
      });
    // The first cashier's screen still showed £100.00: handing over €115.22 for £100 would be wrong money.
    const stale = await complete('100.00');
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({
      code: 'order_changed',
      message: expect.stringMatching(
        new RegExp(
          `^Order ${placed.Order_Id} was changed by ${colleague.user.email} at 10:30\\. It is now €[\\d,.]+ / £300\\.00: check the amount with the customer\\. Nothing was changed\\.$`,
        ),
      ),
    });
    expect((await stored(placed._id)).Status).toBe('Accepted');
    expect(await ctx.orderEmails(placed._id, 'order-completed')).toHaveLength(0);
    // A malformed total is a 400; the total now, or none at all (the spec's call), completes it.
    expect((await complete('lots')).status).toBe(400);
    expect((await complete('300')).status).toBe(200);
    expect((await stored(placed._id)).Status).toBe('Completed');
  });

  it('refuses a change made from amounts another cashier has since changed (409 naming them), and writes nothing', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'two-cashiers@example.test' });
    const first = await ctx.userWithSession('Cashier');
    expect((await amend(placed.Order_Id, '300', first.bearer)).status).toBe(200);
    // The second cashier's screen still showed £100.
    const late = await amend(placed.Order_Id, '700');
    expect(late.status).toBe(409);
    const refusal = await errorOf(late);
    expect(refusal.code).toBe('amend_stale');
    expect(refusal.message).toBe(
      `Order ${placed.Order_Id} was changed by ${first.user.email} at 10:30. The customer now gives £300.00 for EUR: open the order again to change it. Nothing was changed.`,
    );
    expect((await stored(placed._id)).Orders[0]).toMatchObject({ currencyTake: '300.00' });
    expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(1);
    expect(await ctx.orderEmails(placed._id, 'order-amended')).toHaveLength(1);
    // Without `was`, nothing says what the change is made from: 400, naming the field.
    const blind = await ctx.app.request(
      `/api/amendOrder/${placed.Order_Id}`,
      jsonRequest({ lines: [{ code: 'EUR', currencyTake: '700' }] }, await cashier(), 'PUT'),
    );
    expect(blind.status).toBe(400);
    expect((await errorOf(blind)).issues).toContainEqual({
      path: ['lines', 0, 'was'],
      message: 'Say the amount the order had when you opened it (its currencyTake)',
    });
    // From what is there now, the change goes through; JSON numbers are taken as placing takes them, and
    // 300 is the same money as "300.00".
    const numbers = await ctx.app.request(
      `/api/amendOrder/${placed.Order_Id}`,
      jsonRequest({ lines: [{ code: 'EUR', currencyTake: 700, was: 300 }] }, await cashier(), 'PUT'),
    );
    expect(numbers.status).toBe(200);
  });

  it('two cashiers changing one order at the same moment: one change is saved, the other refused', async () => {
    at(NOW.toISOString());
    const placed = await ctx.placeOrder({ Email: 'same-moment@example.test' });
    const [a, b] = await Promise.all([ctx.userWithSession('Cashier'), ctx.userWithSession('Cashier')]);
    const answers = await Promise.all([
      amend(placed.Order_Id, '300', a.bearer),
      amend(placed.Order_Id, '700', b.bearer),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const saved = answers[0]!.status === 200 ? '300.00' : '700.00';
    expect((await stored(placed._id)).Orders[0]).toMatchObject({ currencyTake: saved });
    expect(await ctx.auditRows(placed.Order_Id, 'order-amend')).toHaveLength(1);
  });
});

describe('POST /api/walkInOrders (issue 30)', () => {
  const walkIn = async (body: unknown, headers: Record<string, string>) =>
    ctx.app.request('/api/walkInOrders', jsonRequest(body, headers));

  it('prices on the server (ignoring a rate sent), accepts at once, audits who entered it', async () => {
    at(NOW.toISOString());
    const headers = await cashier();
    const body = orderBody('Walk In');
    body.Orders = body.Orders.map((l) => ({ ...l, Rate: '9.9999', currencyMy: '999' }));
    const res = await walkIn({ ...body, Email: 'walkin@example.test' }, headers);
    expect(res.status).toBe(201);
    const order = orderSchema.parse(await json(res));
    expect(order.Status).toBe('Accepted');
    expect(order.Orders[0]).toMatchObject({ currencyTake: '100.00', currencyMy: '115.22', Rate: '1.1522' });
    const [entered] = await ctx.auditRows(order.Order_Id, 'order-walk-in');
    expect(entered!.actor).toMatch(/^cashier-/);
    expect(await ctx.auditRows(order.Order_Id, 'order-accept')).toHaveLength(1);
    const staffEvents = (await timelineOf(order.Order_Id)).filter((e) => e.kind !== 'email');
    expect(staffEvents.map((e) => [e.kind, e.actor])).toEqual([
      ['placed', null],
      ['walk-in', entered!.actor],
      ['accepted', entered!.actor],
    ]);
    expect((await stored(order._id)).Status).toBe('Accepted');
    // Its one email states the status every screen shows, not a Pending the order never had for the customer.
    const [email] = await ctx.orderEmails(order._id, 'order-confirmation');
    expect(email!.text).toContain('Ready to collect');
    expect(email!.text).not.toContain('Order received');
  });

  it("a retry with the same key answers the cashier's own walk-in, never a web order with that key", async () => {
    at(NOW.toISOString());
    const key = 'shared-key-12345678';
    const body = { ...orderBody('Web Customer'), Email: 'web@example.test' };
    const placedOnline = await ctx.app.request('/api/Order', jsonRequest(body, { 'idempotency-key': key }));
    expect(placedOnline.status).toBe(201);
    const web = orderSchema.parse(await json(placedOnline));
    const headers = { ...(await cashier()), 'idempotency-key': key };
    // The same key and body the web customer sent: a new walk-in, Accepted, not their Pending order.
    const first = await walkIn(body, headers);
    expect(first.status).toBe(201);
    const entered = orderSchema.parse(await json(first));
    expect(entered.Order_Id).not.toBe(web.Order_Id);
    expect(entered.Status).toBe('Accepted');
    // The cashier's own retry gets the walk-in back, once.
    const retry = await walkIn(body, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(orderSchema.parse(await json(retry)).Order_Id).toBe(entered.Order_Id);
  });

  it('has the limits of placing: over ORDER_MAX_GBP is 422 and no order is written', async () => {
    const before = await ctx.deps.db.$count(orders);
    const body = orderBody('Too Much');
    body.Orders = [{ ...body.Orders[0]!, currencyTake: '6000' }];
    const res = await walkIn(body, await cashier());
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe('order_limit');
    expect(await ctx.deps.db.$count(orders)).toBe(before);
  });
});
