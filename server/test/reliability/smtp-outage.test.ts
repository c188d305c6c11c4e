import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../src/db/schema';
import { seedCurrencies } from '../../src/db/seed';
import { silentLogger } from '../../src/logger';
import { createSmtpTransport } from '../../src/mail/transport';
import { createMailWorker } from '../../src/mail/worker';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { FIXED_NOW, jsonRequest, seededApp } from '../support/test-app';
import { orderBody } from './helpers/db-checks';
import { createSmtpSink, freePort } from './helpers/smtp-sink';

/**
 * The mail server down for a while: queued order emails wait (retried with back-off, never dropped), go out
 * once the same SMTP server is back on the same port, and none goes out twice.
 */
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedCurrencies(test.database.db);
});
afterAll(() => test?.cleanup());

describe('SMTP server down, then back', () => {
  it('keeps the emails queued while SMTP is down and sends each exactly once when it returns', async () => {
    const { app } = await seededApp(test.database);
    const db = test.database.db;
    const port = await freePort();
    const smtp = createSmtpSink(port);
    let now = FIXED_NOW.getTime() + 1000;
    const worker = createMailWorker({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 3000 }),
      from: 'Travel Money <no-reply@travel-money.local>',
      clock: () => new Date(now),
      logger: silentLogger,
      baseBackoffMs: 1000,
      maxBackoffMs: 8000,
      pollMs: 60_000,
    });

    for (let i = 0; i < 3; i++) {
      const res = await app.request(
        '/api/Order',
        jsonRequest(orderBody(`Mail Outage ${i}`), { 'idempotency-key': `smtp-${i}-${Date.now()}` }),
      );
      expect(res.status).toBe(201);
    }
    const queued = await db.select().from(outboxEmails);
    expect(queued).toHaveLength(6);

    // SMTP is down (nothing listens on the port): every email fails, stays queued, and waits its back-off.
    expect(await worker.runOnce()).toBe(0);
    let rows = await db.select().from(outboxEmails);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBe(now + 1000);
    }
    expect(await worker.runOnce()).toBe(0);
    expect((await db.select().from(outboxEmails)).every((r) => r.attempts === 1)).toBe(true);

    now += 1000;
    expect(await worker.runOnce()).toBe(0);
    rows = await db.select().from(outboxEmails);
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 2)).toBe(true);
    expect(rows.every((r) => r.nextAttemptAt.getTime() === now + 2000)).toBe(true);

    // SMTP comes back on the same port; the emails go out at their next attempt, once each.
    await smtp.start();
    try {
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      now += 2000;
      expect(await worker.runOnce()).toBe(6);
      for (let i = 0; i < 3; i++) {
        now += 60_000;
        expect(await worker.runOnce()).toBe(0);
      }
      expect(smtp.received).toHaveLength(6);
      rows = await db.select().from(outboxEmails);
      expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null && r.lastError === null)).toBe(true);
      const sentIds = smtp.received.map((m) => m.messageId).sort();
      expect(new Set(sentIds).size).toBe(6);
      expect(sentIds).toEqual(rows.map((r) => r.messageId).sort());
      const byRow = new Map(rows.map((r) => [r.messageId, r.to]));
      for (const mail of smtp.received) expect(mail.to).toEqual([byRow.get(mail.messageId)]);
      const customer = await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, 'order-confirmation'));
      expect(customer).toHaveLength(3);
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});
