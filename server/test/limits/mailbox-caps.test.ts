import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailboxKey } from '@tm/core';
import { orders, outboxEmails, rateAlerts } from '../../src/db/schema';
import { authApp, authAppForFile, emailsTo, errorOf, jsonRequest, signUp } from '../auth/support';
import { createAlert } from '../rate-alerts/support';
import { orderBody, query } from '../reliability/helpers/db-checks';
import type { Db } from '../../src/db/types';

/**
 * Issue 27: one inbox got 100 confirmation emails in seconds through sub-addresses, because every per-email
 * cap counted the literal address. victim+1@, victim+2@ and VICTIM@ are one inbox and now share one cap; what
 * is stored and written to stays what was typed.
 */
const ctx = authAppForFile();
const SAME_INBOX = ['victim+1@example.com', 'victim+2@example.com', 'VICTIM@example.com'];
let keys = 0;

const placeOrder = (app: typeof ctx.app, email: string) =>
  app.request(
    '/api/Order',
    jsonRequest({ ...orderBody('Victim Person'), Email: email }, { 'idempotency-key': `mailbox-${++keys}` }),
  );

describe('caps on emails to one person count the inbox', () => {
  it('orders: ORDER_LIMIT_PER_EMAIL_PER_HOUR is shared by sub-addresses and case; the order keeps the typed address', async () => {
    const limited = await authApp(ctx.tdb.database, { ORDER_LIMIT_PER_EMAIL_PER_HOUR: '2' });
    expect((await placeOrder(limited.app, 'victim+1@example.com')).status).toBe(201);
    expect((await placeOrder(limited.app, 'victim+2@example.com')).status).toBe(201);
    const third = await placeOrder(limited.app, 'VICTIM@example.com');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).not.toBeNull();
    // Another inbox is not affected.
    expect((await placeOrder(limited.app, 'someone.else@example.com')).status).toBe(201);
    const stored = await ctx.deps.db
      .select({ email: orders.email })
      .from(orders)
      .where(eq(orders.customerName, 'Victim Person'));
    expect(stored.map((o) => o.email)).toEqual(
      expect.arrayContaining(['victim+1@example.com', 'victim+2@example.com']),
    );
  });

  it('order confirmations: CUSTOMER_EMAILS_PER_HOUR is shared, and the sent one goes to the typed address', async () => {
    const limited = await authApp(ctx.tdb.database, { CUSTOMER_EMAILS_PER_HOUR: '2' });
    const inbox = ['conf+a@example.com', 'conf+b@example.com', 'Conf@example.com'];
    for (const email of inbox) expect((await placeOrder(limited.app, email)).status).toBe(201);
    const confirmations = async (to: string) =>
      (await emailsTo(ctx.deps, to)).filter((e) => e.kind === 'order-confirmation').length;
    expect(await confirmations('conf+a@example.com')).toBe(1);
    expect(await confirmations('conf+b@example.com')).toBe(1);
    expect(await confirmations('Conf@example.com')).toBe(0);
  });

  it('an order whose emails are all held by the caps is still placed, with none (once a 500: an empty email list broke the order statement)', async () => {
    const limited = await authApp(ctx.tdb.database, {
      CUSTOMER_EMAILS_PER_HOUR: '1',
      BRANCH_EMAILS_PER_HOUR: '1',
    });
    const placed: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await placeOrder(limited.app, 'held+all@example.com');
      expect(res.status, await res.clone().text()).toBe(201);
      placed.push(((await res.json()) as { _id: string })._id);
    }
    const emailsOf = async (id: string) =>
      (
        await ctx.deps.db
          .select({ kind: outboxEmails.kind })
          .from(outboxEmails)
          .where(eq(outboxEmails.orderId, id))
      )
        .map((e) => e.kind)
        .sort();
    // The first order: both emails; the second: the branch is told its copies pause; then nothing is sent.
    expect(await emailsOf(placed[0]!)).toEqual(['branch-notification', 'order-confirmation']);
    expect(await emailsOf(placed[1]!)).toEqual(['branch-copies-paused']);
    expect(await emailsOf(placed[2]!)).toEqual([]);
    expect(await emailsOf(placed[3]!)).toEqual([]);
    const [last] = await ctx.deps.db.select().from(orders).where(eq(orders.id, placed[3]!));
    // The branch's copy waits for the hourly digest (jobs/branch-digest.ts).
    expect(last?.branchCopyHeld).toBe(true);
  });

  it('sign-up links: the per-account limit is shared by sub-addresses', async () => {
    const limited = await authApp(ctx.tdb.database, { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (const email of ['signup+1@example.com', 'signup+2@example.com', 'SIGNUP+3@example.com']) {
      statuses.push((await signUp(limited.app, email)).res.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('rate alerts: the per-email limit is shared', async () => {
    const limited = await authApp(ctx.tdb.database, { RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR: '2' });
    const ask = (email: string) =>
      createAlert(limited.app, { email, code: 'JPY', way: 'buy', target: '180' });
    expect((await ask(SAME_INBOX[0]!)).status).toBe(202);
    expect((await ask(SAME_INBOX[1]!)).status).toBe(202);
    expect((await ask(SAME_INBOX[2]!)).status).toBe(429);
  });

  it('rate alerts: the five open alerts are per inbox, Gmail dots and googlemail.com included', async () => {
    const typed = [
      'jo.ann+1@gmail.com',
      'joann+2@gmail.com',
      'Jo.Ann@googlemail.com',
      'j.o.ann@gmail.com',
      'joann+5@googlemail.com',
    ];
    for (const [i, email] of typed.entries()) {
      const res = await createAlert(ctx.app, { email, code: 'JPY', way: 'buy', target: String(170 + i) });
      expect(res.status, email).toBe(202);
    }
    const sixth = await createAlert(ctx.app, {
      email: 'JOANN+6@gmail.com',
      code: 'JPY',
      way: 'buy',
      target: '176',
    });
    expect(sixth.status).toBe(409);
    expect((await errorOf(sixth)).code).toBe('too_many_alerts');
    const rows = await ctx.deps.db
      .select({ email: rateAlerts.email, mailbox: rateAlerts.mailbox })
      .from(rateAlerts)
      .where(eq(rateAlerts.mailbox, 'joann@gmail.com'));
    // Stored as typed (the request lower-cases it), counted by the inbox.
    expect(rows.map((r) => r.email).sort()).toEqual(typed.map((e) => e.toLowerCase()).sort());
  });
});

describe('migration 0005 (guard)', () => {
  it("fills the mailbox of existing alerts with the same key as @tm/core's mailboxKey", async () => {
    const file = fileURLToPath(new URL('../../drizzle/0005_guard_rate_alert_mailbox.sql', import.meta.url));
    const update = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .find((s) => s.startsWith('UPDATE'))!;
    const samples = [
      'victim+1@example.com',
      'VICTIM@Example.com',
      'jo.ann+x@googlemail.com',
      'j.o.ann@gmail.com',
      'jo.ann@example.com',
      '+tag@example.com',
      'a+b+c@example.org',
    ];
    const db = ctx.deps.db;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`create temporary table rate_alerts_sample (email text, mailbox text) on commit drop`,
      );
      for (const email of samples) {
        await tx.execute(sql`insert into rate_alerts_sample (email) values (${email})`);
      }
      await tx.execute(sql.raw(update.replace('"rate_alerts"', 'rate_alerts_sample')));
      const rows = (await query(
        tx as unknown as Db,
        sql`select email, mailbox from rate_alerts_sample`,
      )) as Array<{
        email: string;
        mailbox: string;
      }>;
      expect(Object.fromEntries(rows.map((r) => [r.email, r.mailbox]))).toEqual(
        Object.fromEntries(samples.map((e) => [e, mailboxKey(e)])),
      );
    });
  });
});
