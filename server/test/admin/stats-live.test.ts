import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { orderGbpTotal, orderSchema } from '@tm/core';
import { auditLog, contactMessages, currencies, rateHistory } from '../../src/db/schema';
import { createLiveMode } from '../../src/rates/live-mode';
import { RateLookupError, type RateProvider } from '../../src/rates/provider';
import { adminAppForFile, json, jsonRequest, placeOrder, cancelByBranch } from '../auth/support';
import { FIXED_NOW } from '../support/test-app';

/** Knows EUR and USD only; everything else is unknown; `down` fails every call. */
const rates: RateProvider & { down: boolean } = {
  name: 'fake',
  down: false,
  async lookup(code) {
    if (rates.down) throw new RateLookupError(code, 'unreachable');
    if (code === 'EUR') return '1.2000';
    if (code === 'USD') return '1.3000';
    throw new RateLookupError(code, 'unknown-currency');
  },
};

const ctx = adminAppForFile({}, { rates });

describe('GET /stats', () => {
  it('counts live orders by status, per day for 30 days, and GBP volume per way', async () => {
    const a = await placeOrder(ctx.app);
    await placeOrder(ctx.app);
    const deleted = await placeOrder(ctx.app);
    const sellEur = (amount: string) => ({
      status: 'sell',
      Orders: [
        { currencyTake: amount, currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP', status: 'sell' },
      ],
    });
    const sold = await placeOrder(ctx.app, sellEur('302.67'));
    // A Sell order its customer cancelled moved no money: in no volume.
    const cancelled = await placeOrder(ctx.app, { ...sellEur('500'), Email: 'gone@example.test' });
    const cancel = await ctx.app.request(
      '/api/track/cancel',
      jsonRequest({ Order_Id: cancelled.Order_Id, Email: 'gone@example.test' }),
    );
    expect(cancel.status).toBe(200);
    await ctx.app.request(`/api/pendingToAceept/${a.Order_Id}`, {
      method: 'POST',
      headers: ctx.admin.bearer,
    });
    await cancelByBranch(ctx.app, ctx.admin.bearer, deleted.Order_Id);

    const stats = await json(await ctx.app.request('/api/stats', { headers: ctx.admin.bearer }));
    expect(stats).toMatchObject({ Pending: 2, Accepted: 1, Completed: 0 });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.at(-1)).toEqual({ date: FIXED_NOW.toISOString().slice(0, 10), count: 4 });
    expect(stats.perDay[0].count).toBe(0);
    // Two Collect orders of £100 each; the Sell order's GBP is what its customer is paid for €300 in notes,
    // the total of their email (core orderGbpTotal), not the priced €302.67.
    expect(stats.volumeByWay.buy).toBe('200.00');
    const { Orders } = orderSchema.parse(
      await json(await ctx.app.request(`/api/details/${sold.Order_Id}`, { headers: ctx.admin.bearer })),
    );
    expect(stats.volumeByWay.sell).toBe(orderGbpTotal(Orders, 'sell'));
    expect(Number(stats.volumeByWay.sell)).toBeLessThan(Number(Orders[0]!.currencyMy));
  });
});

describe('GET /contactMessages', () => {
  it('lists contact messages newest first for admins', async () => {
    await ctx.deps.db.insert(contactMessages).values([
      {
        name: 'Old',
        email: 'old@example.test',
        phone: '',
        message: 'first',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        name: 'New',
        email: 'new@example.test',
        phone: '0123',
        message: 'second',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const res = await ctx.app.request('/api/contactMessages', { headers: ctx.admin.bearer });
    const list = (await json(res)) as Array<{ name: string; email: string }>;
    expect(list.slice(0, 2).map((m) => m.name)).toEqual(['New', 'Old']);
    expect(res.headers.get('x-total-count')).toBe('2');
  });

  it('marks a message handled (audited), filters open and handled, and opens it again', async () => {
    const all = (await json(
      await ctx.app.request('/api/contactMessages', { headers: ctx.admin.bearer }),
    )) as Array<{
      _id: string;
      name: string;
      handled: boolean;
    }>;
    const old = all.find((m) => m.name === 'Old')!;
    expect(old.handled).toBe(false);
    const mark = (id: string, handled: unknown, note?: string) =>
      ctx.app.request(
        `/api/contactMessages/${id}/handled`,
        jsonRequest({ handled, note }, ctx.admin.bearer, 'PUT'),
      );
    const res = await mark(old._id, true, '  Called back with the opening hours ');
    expect(res.status).toBe(200);
    // Who, when and the note are kept and shown (issue 29).
    expect(await json(res)).toMatchObject({
      _id: old._id,
      handled: true,
      handledBy: ctx.admin.user.email,
      handledNote: 'Called back with the opening hours',
    });
    expect(Date.parse((await json(await mark(old._id, true))).handledAt)).not.toBeNaN();
    expect((await mark(old._id, true, 'x'.repeat(501))).status).toBe(400);
    const names = async (status: string) =>
      (
        (await json(
          await ctx.app.request(`/api/contactMessages?status=${status}`, { headers: ctx.admin.bearer }),
        )) as Array<{
          name: string;
        }>
      ).map((m) => m.name);
    expect(await names('handled')).toEqual(['Old']);
    expect(await names('open')).toEqual(['New']);
    const [audit] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, old._id));
    expect(audit).toMatchObject({ action: 'message-handled', actor: ctx.admin.user.email });
    const reopened = await mark(old._id, false);
    expect(await json(reopened)).toMatchObject({
      handled: false,
      handledBy: null,
      handledAt: null,
      handledNote: null,
    });
    expect(await names('open')).toEqual(['New', 'Old']);
    expect((await mark(old._id, 'yes')).status).toBe(400);
    expect((await mark('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    expect(
      (await ctx.app.request('/api/contactMessages?status=maybe', { headers: ctx.admin.bearer })).status,
    ).toBe(400);
  });
});

describe('live mode', () => {
  it('refreshes every rate it can, keeps the last rate where the service fails, and reports the failure', async () => {
    const jpyBefore = await ctx.deps.db.select().from(currencies).where(eq(currencies.code, 'JPY'));
    let notices = 0;
    ctx.deps.bus.subscribe(() => notices++);
    const live = createLiveMode(ctx.deps, 60);
    await live.refreshNow();
    const [eur] = await ctx.deps.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
    expect(eur!.rate).toBe('1.200000');
    expect(eur!.sample).toBe(false);
    const [jpy] = await ctx.deps.db.select().from(currencies).where(eq(currencies.code, 'JPY'));
    expect(jpy).toEqual(jpyBefore[0]);
    const [last] = await ctx.deps.db
      .select()
      .from(rateHistory)
      .where(eq(rateHistory.code, 'USD'))
      .orderBy(desc(rateHistory.id));
    expect(last).toMatchObject({ rate: '1.300000', source: 'live' });
    // Issue 17.1: codes the service does not know are said to be that, not "Wrong currency tried" for all.
    const state = await live.state();
    expect(state.lastError).toMatch(
      /^The service does not know \d+ of \d+ codes \(.*\); they keep their last rate\.$/,
    );
    expect(state.unknownCodes).toContain('JPY');
    expect(state.unknownCodes).not.toContain('EUR');
    expect(state.service).toMatchObject({ state: 'ok', reason: null });
    expect(state.lastUpdated).toBe(2);
    expect(notices).toBeGreaterThan(0);

    rates.down = true;
    try {
      const historyBefore = (await ctx.deps.db.select().from(rateHistory)).length;
      await live.refreshNow();
      const [eurAfter] = await ctx.deps.db.select().from(currencies).where(eq(currencies.code, 'EUR'));
      expect(eurAfter!.rate).toBe('1.200000');
      expect((await ctx.deps.db.select().from(rateHistory)).length).toBe(historyBefore);
      const down = await live.state();
      expect(down.lastUpdated).toBe(0);
      expect(down.service).toMatchObject({
        state: 'outage',
        reason: 'unreachable',
        since: FIXED_NOW.toISOString(),
      });
      expect(down.lastError).toMatch(/^Cannot reach the exchange-rate service/);
    } finally {
      rates.down = false;
    }
  });

  it('is switched by PUT /liveMode, reports its state in GET, and audits the switch', async () => {
    expect(await json(await ctx.app.request('/api/liveMode', { headers: ctx.admin.bearer }))).toMatchObject({
      on: false,
      intervalSeconds: 60,
    });
    const on = await ctx.app.request('/api/liveMode', jsonRequest({ on: true }, ctx.admin.bearer, 'PUT'));
    expect(await json(on)).toMatchObject({ on: true });
    // The round switched on here finds the service up again (the test above left it down).
    await vi.waitFor(
      async () => {
        const state = await json(await ctx.app.request('/api/liveMode', { headers: ctx.admin.bearer }));
        expect(state.lastRunAt).toBeTruthy();
        expect(state.service.state).toBe('ok');
        expect(state.lastError).toMatch(/The service does not know/);
      },
      { timeout: 10_000, interval: 50 },
    );
    const off = await ctx.app.request('/api/liveMode', jsonRequest({ on: false }, ctx.admin.bearer, 'PUT'));
    expect((await json(off)).on).toBe(false);
    expect(
      (await ctx.app.request('/api/liveMode', jsonRequest({ on: 'yes' }, ctx.admin.bearer, 'PUT'))).status,
    ).toBe(400);
    const audit = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'live-mode'));
    expect(audit.map((a) => a.action)).toEqual(['live-mode-on', 'live-mode-off']);
  });
});
