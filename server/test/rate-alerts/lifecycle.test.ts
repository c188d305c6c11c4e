import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, rateAlertActionResultSchema } from '@tm/core';
import { rateAlerts, rateAlertTokens } from '../../src/db/schema';
import { createLiveMode } from '../../src/rates/live-mode';
import { authAppForFile, errorOf, jsonRequest, userWithSession } from '../auth/support';
import {
  activeAlert,
  alertEmails,
  alertsOf,
  confirmationTokens,
  confirmLink,
  createAlert,
  settableRates,
  tokenIn,
  unsubscribeLink,
} from './support';

/**
 * The life of a rate alert through the API: created (202, a confirmation email), confirmed from the email,
 * fired once by a rate change (an admin edit, a live-mode round), then gone; stopped from any of its emails.
 * EUR (1.1650, Sell -1.1, Buy 1): Collect 1.1522, Sell 1.1767. USD (1.3380, same margins): Collect 1.3233,
 * Sell 1.3514.
 */
const rates = settableRates({ EUR: '1.1650', USD: '1.3380', CHF: '1.1300' });
const ctx = authAppForFile();
const setup = { admin: {} as Record<string, string> };

beforeAll(async () => {
  // The fake rate service answers through the deps the app was built with.
  Object.assign(ctx.deps, { rates });
  setup.admin = (await userWithSession(ctx.deps, 'Admin')).bearer;
});

/** The dashboard's Update button: the server looks the rate up (here: the settable fake) and stores it. */
async function adminSetsRate(code: string, rate: string) {
  rates.set(code, rate);
  const res = await ctx.app.request(`/api/UpdateCurrencyPrice/${code}`, jsonRequest({}, setup.admin, 'PUT'));
  expect(res.status, await res.clone().text()).toBe(200);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('create → confirm → fire once → gone', () => {
  it('fires a confirmed Collect alert once, when an admin rate edit reaches the target', async () => {
    const { app, deps } = ctx;
    const email = 'ann@example.com';
    const created = await createAlert(app, {
      email: ' Ann@Example.com ',
      code: 'eur',
      way: 'buy',
      target: 1.18,
    });
    expect(created.status).toBe(202);
    expect(await created.json()).toEqual({ message: 'Check your email to confirm this alert' });

    const [alert] = await alertsOf(deps, email);
    expect(alert).toMatchObject({ code: 'EUR', way: 'buy', target: '1.1800', status: 'pending' });
    const { confirm, unsubscribe, email: sent } = await confirmationTokens(deps, email);
    expect(sent.subject).toBe('Confirm your EUR rate alert');
    expect(sent.text).toContain('our We Sell rate (Click & Collect) is 1.1800 EUR per £1 or more');
    expect(sent.unsubscribeUrl).toBe(
      `${deps.config.publicUrl}/api/rateAlerts/unsubscribe?token=${unsubscribe}`,
    );
    expect(sent.html).toContain(`<a href="${deps.config.publicUrl}/rateAlerts/confirm?token=${confirm}">`);
    // Tokens are stored only as hashes, one purpose each.
    const stored = await deps.db.select().from(rateAlertTokens).where(eq(rateAlertTokens.alertId, alert!.id));
    expect(stored.map((t) => [t.tokenHash, t.purpose]).sort()).toEqual(
      [
        [sha256(confirm), 'confirm'],
        [sha256(unsubscribe), 'unsubscribe'],
      ].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(confirm);

    // A pending alert does not fire, even when the rate passes its target.
    await adminSetsRate('EUR', '1.2000'); // Collect 1.1868
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(0);
    await adminSetsRate('EUR', '1.1650');

    // Opening the link only shows the page; the page's button confirms.
    const opened = await app.request(`/api/rateAlerts/confirm?token=${confirm}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/rateAlerts/confirm?token=${confirm}`);
    expect((await alertsOf(deps, email))[0]!.status).toBe('pending');

    const confirmed = await confirmLink(app, confirm);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: messages.rateAlertConfirmed,
      alert: { code: 'EUR', way: 'buy', target: '1.1800', status: 'active' },
    });
    const again = await confirmLink(app, confirm);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toEqual({ code: 'link_invalid', message: messages.rateAlertLinkInvalid });

    await adminSetsRate('EUR', '1.1900'); // Collect 1.1769: not yet
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(0);
    await adminSetsRate('EUR', '1.2000'); // Collect 1.1868: fires
    const fired = await alertEmails(deps, email, 'rate-alert-fired');
    expect(fired).toHaveLength(1);
    expect(fired[0]!.subject).toBe(
      'Your EUR rate alert: our We Sell rate (Click & Collect) is now 1.1868 EUR per £1',
    );
    expect(fired[0]!.text).toContain(`${deps.config.publicUrl}/exchangeRates/EUR`);
    const firedUnsubscribe = tokenIn(fired[0]!.text, '/rateAlerts/unsubscribe');
    expect(fired[0]!.unsubscribeUrl).toBe(
      `${deps.config.publicUrl}/api/rateAlerts/unsubscribe?token=${firedUnsubscribe}`,
    );
    expect((await alertsOf(deps, email))[0]).toMatchObject({ status: 'fired', firedRate: '1.1868' });

    // Once: later changes that still meet the target send nothing more.
    await adminSetsRate('EUR', '1.2100');
    await adminSetsRate('EUR', '1.2000');
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(1);

    // The confirmation email's unsubscribe link ended with the alert; the fired email's says it has ended.
    expect((await unsubscribeLink(app, unsubscribe)).status).toBe(404);
    const late = await unsubscribeLink(app, firedUnsubscribe);
    expect(late.status).toBe(200);
    expect(rateAlertActionResultSchema.parse(await late.json()).message).toBe(messages.rateAlertAlreadyEnded);
    expect((await unsubscribeLink(app, firedUnsubscribe)).status).toBe(404);
    expect(
      await deps.db.select().from(rateAlertTokens).where(eq(rateAlertTokens.alertId, alert!.id)),
    ).toEqual([]);
  });

  it('fires a confirmed Sell alert once, from a live-mode round', async () => {
    const { app, deps } = ctx;
    const email = 'sam@example.com';
    await activeAlert(app, deps, { email, code: 'USD', way: 'sell', target: '1.3300' });
    const live = createLiveMode(deps, 60);
    rates.set('USD', '1.3300'); // Sell 1.3433: not yet
    await live.refreshNow();
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(0);
    rates.set('USD', '1.3150'); // Sell 1.3282: fires
    await live.refreshNow();
    await live.refreshNow();
    const fired = await alertEmails(deps, email, 'rate-alert-fired');
    expect(fired).toHaveLength(1);
    expect(fired[0]!.subject).toBe(
      'Your USD rate alert: our We Buy rate (Click & Sell) is now 1.3282 USD per £1',
    );
    expect((await alertsOf(deps, email))[0]).toMatchObject({ status: 'fired', firedRate: '1.3282' });
  });

  it('fires at once when confirmed after the rate already reached the target', async () => {
    const { app, deps } = ctx;
    const email = 'late@example.com';
    expect((await createAlert(app, { email, code: 'CHF', way: 'buy', target: '1.1300' })).status).toBe(202);
    await adminSetsRate('CHF', '1.1500');
    const { confirm } = await confirmationTokens(deps, email);
    const res = await confirmLink(app, confirm);
    expect(await res.json()).toMatchObject({
      message: messages.rateAlertMetOnConfirm,
      alert: { status: 'fired' },
    });
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  it('stops an active alert from its link (page button), once; the alert then never fires', async () => {
    const { app, deps } = ctx;
    const email = 'stop@example.com';
    const { unsubscribe } = await activeAlert(app, deps, {
      email,
      code: 'EUR',
      way: 'sell',
      target: '1.1400',
    });
    const opened = await app.request(`/api/rateAlerts/unsubscribe?token=${unsubscribe}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/rateAlerts/unsubscribe?token=${unsubscribe}`);
    expect((await alertsOf(deps, email))[0]!.status).toBe('active');

    const stopped = await unsubscribeLink(app, unsubscribe);
    expect(await stopped.json()).toEqual({
      message: messages.rateAlertStopped,
      alert: { code: 'EUR', way: 'sell', target: '1.1400', status: 'unsubscribed' },
    });
    expect((await unsubscribeLink(app, unsubscribe)).status).toBe(404);
    await adminSetsRate('EUR', '1.1200'); // Sell 1.1312: would have fired
    await adminSetsRate('EUR', '1.1650');
    expect(await alertEmails(deps, email, 'rate-alert-fired')).toHaveLength(0);
  });

  it('takes a mail client one-click POST (form body, token in the address), before confirmation too', async () => {
    const { app, deps } = ctx;
    const email = 'oneclick@example.com';
    expect((await createAlert(app, { email, code: 'EUR', way: 'buy', target: '1.2000' })).status).toBe(202);
    const { confirm, email: sent } = await confirmationTokens(deps, email);
    const res = await app.request(sent.unsubscribeUrl!.replace(deps.config.publicUrl, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(rateAlertActionResultSchema.parse(await res.json()).message).toBe(messages.rateAlertStopped);
    expect((await alertsOf(deps, email))[0]!.status).toBe('unsubscribed');
    // Its confirmation link ended with it.
    expect((await confirmLink(app, confirm)).status).toBe(404);
  });
  it("takes RFC 8058's own example body, multipart/form-data, the same way", async () => {
    const { app, deps } = ctx;
    const email = 'oneclick-multipart@example.com';
    expect((await createAlert(app, { email, code: 'EUR', way: 'buy', target: '1.2000' })).status).toBe(202);
    const { email: sent } = await confirmationTokens(deps, email);
    const boundary = 'AaB03x';
    const res = await app.request(sent.unsubscribeUrl!.replace(deps.config.publicUrl, ''), {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await alertsOf(deps, email))[0]!.status).toBe('unsubscribed');
  });
});

describe('tokens', () => {
  it('refuses a token of the other purpose and leaves both links working', async () => {
    const { app, deps } = ctx;
    const email = 'purpose@example.com';
    expect((await createAlert(app, { email, code: 'EUR', way: 'buy', target: '1.2000' })).status).toBe(202);
    const { confirm, unsubscribe } = await confirmationTokens(deps, email);
    expect(await errorOf(await confirmLink(app, unsubscribe))).toMatchObject({ code: 'link_invalid' });
    expect(await errorOf(await unsubscribeLink(app, confirm))).toMatchObject({ code: 'link_invalid' });
    expect((await alertsOf(deps, email))[0]!.status).toBe('pending');
    expect((await confirmLink(app, confirm)).status).toBe(200);
    expect((await unsubscribeLink(app, unsubscribe)).status).toBe(200);
    expect((await alertsOf(deps, email))[0]!.status).toBe('unsubscribed');
  });

  it('refuses a malformed or unknown token without a 5xx', async () => {
    const { app } = ctx;
    expect((await confirmLink(app, 'x')).status).toBe(400);
    expect((await confirmLink(app, 'A'.repeat(43))).status).toBe(404);
    expect((await unsubscribeLink(app, 'A'.repeat(43))).status).toBe(404);
    const bare = await app.request('/api/rateAlerts/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bare.status).toBe(404);
  });

  it('lets a confirmation link expire after RATE_ALERT_CONFIRM_HOURS', async () => {
    const { app, deps } = ctx;
    const email = 'slow@example.com';
    expect((await createAlert(app, { email, code: 'EUR', way: 'buy', target: '1.2000' })).status).toBe(202);
    const { confirm } = await confirmationTokens(deps, email);
    const [alert] = await alertsOf(deps, email);
    await deps.db
      .update(rateAlerts)
      .set({ confirmBy: new Date(deps.clock().getTime() - 1000) })
      .where(eq(rateAlerts.id, alert!.id));
    await deps.db
      .update(rateAlertTokens)
      .set({ expiresAt: new Date(deps.clock().getTime() - 1000) })
      .where(eq(rateAlertTokens.alertId, alert!.id));
    expect((await confirmLink(app, confirm)).status).toBe(404);
    expect((await alertsOf(deps, email))[0]!.status).toBe('pending');
  });
});
