import { describe, expect, it } from 'vitest';
import { MAX_OPEN_RATE_ALERTS, messages } from '@tm/core';
import { tableCounts } from '../reliability/helpers/db-checks';
import { authAppForFile, authApp, errorOf } from '../auth/support';
import {
  alertEmails,
  alertsOf,
  confirmationTokens,
  confirmLink,
  createAlert,
  unsubscribeLink,
} from './support';

/**
 * What a new alert may not be: a sixth open one for an address, one target too far from today's rate or
 * already met, and a request past the per-address and per-email limits. JPY (167.3420, Sell -2.5, Buy 3):
 * Collect 163.1585 (band 130.5268 to 195.7902), Sell 172.3623 (band 137.8899 to 206.8347).
 */
const ctx = authAppForFile();

/** An alert on the yen (the worked numbers above) for this address, way and target. */
const jpyAlert = (email: string, way: 'buy' | 'sell', target: string) =>
  createAlert(ctx.app, { email, code: 'JPY', way, target });

describe('at most 5 open alerts per email', () => {
  it('refuses a sixth with 409 and a clear message, and takes one again when an alert stops', async () => {
    const email = 'five@example.com';
    const targets = ['170', '171', '172', '173', '174'];
    for (const target of targets) {
      expect((await jpyAlert(email, 'buy', target)).status).toBe(202);
    }
    // Confirmed or not, each holds a place (a pending one is about to be confirmed).
    const { confirm } = await confirmationTokens(ctx.deps, email);
    expect((await confirmLink(ctx.app, confirm)).status).toBe(200);

    const before = await tableCounts(ctx.deps.db);
    const sixth = await jpyAlert('FIVE@example.com', 'sell', '160');
    expect(sixth.status).toBe(409);
    expect(await errorOf(sixth)).toEqual({
      code: 'too_many_alerts',
      message: messages.rateAlertTooMany(MAX_OPEN_RATE_ALERTS),
    });
    expect(await tableCounts(ctx.deps.db)).toEqual(before);
    // Another address is not affected.
    expect((await jpyAlert('other@example.com', 'buy', '170')).status).toBe(202);

    const { unsubscribe } = await confirmationTokens(ctx.deps, email);
    expect((await unsubscribeLink(ctx.app, unsubscribe)).status).toBe(200);
    expect((await jpyAlert(email, 'sell', '160')).status).toBe(202);
    expect(await alertsOf(ctx.deps, email)).toHaveLength(6);
  });
});

describe('targets', () => {
  it('refuses a target outside ±20% of today’s customer rate with 422, naming the targets it would take, writing nothing', async () => {
    const before = await tableCounts(ctx.deps.db);
    for (const [way, target, min, max] of [
      ['buy', '195.7903', '163.1586', '195.7902'],
      ['buy', '100', '163.1586', '195.7902'],
      ['sell', '137.8898', '137.8899', '172.3622'],
    ] as const) {
      const res = await jpyAlert('far@example.com', way, target);
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('target_out_of_range');
      expect(error.message).toBe(
        `Choose a target within 20% of today's rate: between ${min} and ${max} JPY per £1.`,
      );
      expect(error.issues).toEqual([{ path: ['target'], message: error.message }]);
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before);
    // Just inside both ends is fine.
    expect((await jpyAlert('near@example.com', 'buy', '195.7902')).status).toBe(202);
    expect((await jpyAlert('near@example.com', 'sell', '137.8899')).status).toBe(202);
  });

  it('refuses a target today already meets with 422', async () => {
    const before = await tableCounts(ctx.deps.db);
    const collect = await jpyAlert('met@example.com', 'buy', '163.1585');
    expect(collect.status).toBe(422);
    expect(await errorOf(collect)).toMatchObject({
      code: 'target_already_met',
      message: '£1 already buys 163.1585 JPY today. Choose a higher target, or order now.',
    });
    const sell = await jpyAlert('met@example.com', 'sell', '180');
    expect((await errorOf(sell)).code).toBe('target_already_met');
    expect(await tableCounts(ctx.deps.db)).toEqual(before);
  });

  it('refuses malformed requests with 400 and an unknown currency with 422, writing nothing', async () => {
    const before = await tableCounts(ctx.deps.db);
    for (const body of [
      { email: 'bad', code: 'JPY', way: 'buy', target: '170' },
      { email: 'a@b.co', code: 'JP', way: 'buy', target: '170' },
      { email: 'a@b.co', code: 'JPY', way: 'Order', target: '170' },
      { email: 'a@b.co', code: 'JPY', way: 'buy', target: '170.12345' },
      { email: 'a@b.co', code: 'JPY', way: 'buy', target: '-170' },
      { email: 'a@b.co', code: 'JPY', way: 'buy' },
    ]) {
      const res = await ctx.app.request('/api/rateAlerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await createAlert(ctx.app, { email: 'a@b.co', code: 'QQQ', way: 'buy', target: '1' });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).message).toBe(messages.unknownCurrency('QQQ'));
    expect(await tableCounts(ctx.deps.db)).toEqual(before);
  });
});

describe('the same alert asked for again', () => {
  it('answers 202 as before, but makes no second alert and sends no second email, pending or active', async () => {
    const email = 'twice@example.com';
    expect((await jpyAlert(email, 'sell', '160')).status).toBe(202);
    const once = await tableCounts(ctx.deps.db);
    for (let i = 0; i < 3; i++) expect((await jpyAlert(email, 'sell', '160.0000')).status).toBe(202);
    expect(await tableCounts(ctx.deps.db)).toEqual(once);
    const { confirm } = await confirmationTokens(ctx.deps, email);
    expect((await confirmLink(ctx.app, confirm)).status).toBe(200);
    const active = await tableCounts(ctx.deps.db);
    expect((await jpyAlert(email, 'sell', '160')).status).toBe(202);
    expect(await tableCounts(ctx.deps.db)).toEqual(active);
    // Another target, way or currency is another alert.
    expect((await jpyAlert(email, 'sell', '161')).status).toBe(202);
    expect((await jpyAlert(email, 'buy', '180')).status).toBe(202);
    expect(await alertsOf(ctx.deps, email)).toHaveLength(3);
  });
});

describe('the same alert asked for again later', () => {
  it('sends its confirmation again 10 minutes on (lost, or in spam), with a full period; both links work once', async () => {
    const clocked = await ctx.appAt('2026-11-02T10:30:00.000Z');
    const email = 'lost-email@example.com';
    const ask = () => createAlert(clocked.app, { email, code: 'JPY', way: 'sell', target: '160' });
    const confirmations = async () => (await alertEmails(ctx.deps, email, 'rate-alert-confirm')).length;
    expect((await ask()).status).toBe(202);
    const first = await confirmationTokens(ctx.deps, email);
    clocked.at('2026-11-02T10:39:00.000Z');
    expect((await ask()).status).toBe(202);
    expect(await confirmations()).toBe(1);
    clocked.at('2026-11-02T10:41:00.000Z');
    expect((await ask()).status).toBe(202);
    expect(await confirmations()).toBe(2);
    const [alert] = await alertsOf(ctx.deps, email);
    expect(await alertsOf(ctx.deps, email)).toHaveLength(1);
    expect(alert!.confirmBy.getTime() - Date.parse('2026-11-02T10:41:00.000Z')).toBe(
      ctx.deps.config.RATE_ALERT_CONFIRM_HOURS * 3_600_000,
    );
    const second = await confirmationTokens(ctx.deps, email);
    expect(second.confirm).not.toBe(first.confirm);
    // The first email's link still works; using it ends the second's, as any used link ends its alert's others.
    expect((await confirmLink(clocked.app, first.confirm)).status).toBe(200);
    expect((await confirmLink(clocked.app, second.confirm)).status).toBe(404);
    clocked.at('2026-11-02T11:30:00.000Z');
    expect((await ask()).status).toBe(202);
    expect(await confirmations()).toBe(2);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-email limit, then past the per-address limit', async () => {
    const limited = await authApp(ctx.tdb.database, {
      RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR: '2',
      RATE_ALERT_LIMIT_PER_IP_PER_HOUR: '3',
    });
    const ask = (email: string, target = '180') =>
      createAlert(limited.app, { email, code: 'JPY', way: 'buy', target });
    expect((await ask('limit-a@example.com')).status).toBe(202);
    expect((await ask('limit-a@example.com', '181')).status).toBe(202);
    const perEmail = await ask('Limit-A@example.com', '182');
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(perEmail)).message).toBe(
      'Too many rate alerts in a short time. Please try again in 60 minutes.',
    );
    expect(await alertsOf(limited.deps, 'limit-a@example.com')).toHaveLength(2);

    expect((await ask('limit-b@example.com')).status).toBe(202);
    const perIp = await ask('limit-c@example.com');
    expect(perIp.status).toBe(429);
    expect(await alertsOf(limited.deps, 'limit-c@example.com')).toHaveLength(0);
  });

  it('counts only the requests that email: refused targets and the same alert again leave the limit alone', async () => {
    const limited = await authApp(ctx.tdb.database, {
      RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR: '2',
      RATE_ALERT_LIMIT_PER_IP_PER_HOUR: '100',
    });
    const ask = (target: string, way: 'buy' | 'sell' = 'buy') =>
      createAlert(limited.app, { email: 'typos@example.com', code: 'JPY', way, target });
    expect((await ask('180')).status).toBe(202);
    expect((await ask('180')).status).toBe(202); // asked again at once: nothing sent
    expect((await ask('163.1585')).status).toBe(422); // already met
    expect((await ask('1000')).status).toBe(422); // out of the band
    // The second email of the hour still goes; a third would not.
    expect((await ask('160', 'sell')).status).toBe(202);
    expect(await alertsOf(limited.deps, 'typos@example.com')).toHaveLength(2);
    expect((await ask('181')).status).toBe(429);
  });
});
