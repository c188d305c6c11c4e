import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { backoffDelay } from '@tm/core';
import { outboxEmails } from '../../src/db/schema';
import { silentLogger } from '../../src/logger';
import { createOutbox } from '../../src/mail/outbox';
import { createSmtpTransport } from '../../src/mail/transport';
import { createMailWorker } from '../../src/mail/worker';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

interface Received {
  messageId: string;
  to: string;
  raw: string;
}

let tdb: TestDatabase;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
/** When set, the SMTP server holds each message until it resolves (a slow send in progress). */
let gate: Promise<void> | null = null;
let onDataStarted: (() => void) | null = null;

let now = new Date('2026-11-02T10:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      onDataStarted?.();
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = () => {
          received.push({
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            raw,
          });
          callback();
        };
        if (gate) void gate.then(finish);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await tdb.cleanup();
});

beforeEach(async () => {
  received.length = 0;
  gate = null;
  onDataStarted = null;
  await tdb.database.db.delete(outboxEmails);
});

/**
 * Holds every send at the SMTP server's DATA until `release()`; `started` resolves once `n` sends are held,
 * and `held()` says how many are.
 */
function holdSends(n = 1) {
  let release!: () => void;
  gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  let reached!: () => void;
  const started = new Promise<void>((resolve) => (reached = resolve));
  onDataStarted = () => {
    if (++count === n) reached();
  };
  return { release: () => release(), started, held: () => count };
}

function worker(url = smtpUrl, options: { baseBackoffMs?: number; concurrency?: number } = {}) {
  return createMailWorker({
    db: tdb.database.db,
    transport: createSmtpTransport(url, { timeoutMs: 2000, connections: options.concurrency ?? 1 }),
    from: 'Travel Money <no-reply@test.local>',
    clock,
    logger: silentLogger,
    pollMs: 50,
    ...options,
  });
}

async function queue(n: number) {
  const outbox = createOutbox({ clock });
  const ids: number[] = [];
  await tdb.database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) {
      const { id } = await outbox.enqueue(tx, {
        kind: 'test',
        to: `customer${i}@example.com`,
        subject: `Hello ${i}`,
        html: `<p>Hello ${i}</p>`,
        text: `Hello ${i}`,
      });
      ids.push(id);
    }
  });
  return ids;
}

describe('mail worker', () => {
  it('sends a queued email exactly once across a worker restart', async () => {
    const [id] = await queue(1);
    const first = worker();
    expect(await first.runOnce()).toBe(1);
    await first.stop();

    const second = worker();
    second.start();
    expect(await second.runOnce()).toBe(0);
    await second.stop();

    expect(received).toHaveLength(1);
    const [row] = await tdb.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(received[0]!.messageId).toBe(row!.messageId);
    expect(received[0]!.to).toBe('customer0@example.com');
  });

  it('a stop during a send waits for it to be recorded and gives the rest of the batch back, so the next worker sends each once', async () => {
    await queue(2);
    const sends = holdSends();
    const first = worker();
    first.start();
    await sends.started;
    const stopping = first.stop();
    sends.release();
    await stopping;

    // The send in progress finished and was recorded; the other claimed email was not started, and is due
    // again at once (no lease to wait out, no attempt counted) for whichever instance looks next.
    expect(received).toHaveLength(1);
    const afterStop = await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(afterStop.map((r) => r.status)).toEqual(['sent', 'pending']);
    expect(afterStop[1]).toMatchObject({ attempts: 0, leaseUntil: null });

    const second = worker();
    await second.runOnce();
    await second.stop();

    const ids = received.map((r) => r.messageId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    const rows = await tdb.database.db.select().from(outboxEmails);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('sends several at once on lanes over pooled connections, each once; a stop finishes those in flight and gives back the rest', async () => {
    await queue(6);
    const sends = holdSends(3);
    const lanes = worker(smtpUrl, { concurrency: 3 });
    lanes.start();
    // Three sends are open at the same moment: the lanes overlap their waits on the mail server.
    await sends.started;
    const stopping = lanes.stop();
    sends.release();
    await stopping;
    const afterStop = await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(afterStop.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'pending', 'pending', 'pending']);
    for (const r of afterStop.slice(3)) expect(r).toMatchObject({ attempts: 0, leaseUntil: null });

    const next = worker(smtpUrl, { concurrency: 3 });
    await next.runOnce();
    await next.stop();
    const ids = received.map((r) => r.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('keeps an email while SMTP is down and sends it once, after the back-off, when it returns', async () => {
    const [id] = await queue(1);
    const down = worker('smtp://127.0.0.1:1', { baseBackoffMs: 30_000 });
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    let [row] = await tdb.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);

    // Not due yet: nothing happens even with SMTP back.
    const up = worker();
    expect(await up.runOnce()).toBe(0);
    now = new Date(now.getTime() + 30_001);
    expect(await up.runOnce()).toBe(1);
    expect(await up.runOnce()).toBe(0);
    await up.stop();

    [row] = await tdb.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('retries a row whose worker died mid-send (lease expired) with the same Message-ID', async () => {
    const [id] = await queue(1);
    const [before] = await tdb.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    // A worker claimed it and died: status sending, lease already over.
    await tdb.database.db
      .update(outboxEmails)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() - 1) })
      .where(eq(outboxEmails.id, id!));
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    expect(received.map((r) => r.messageId)).toEqual([before!.messageId]);
  });

  it('a batch that outlasts its lease skips the rows another worker took over, instead of sending them twice', async () => {
    await queue(3);
    const sends = holdSends(2);
    const slow = createMailWorker({
      db: tdb.database.db,
      transport: createSmtpTransport(smtpUrl, { timeoutMs: 5000 }),
      from: 'Travel Money <no-reply@test.local>',
      clock,
      logger: silentLogger,
      leaseMs: 1000,
      batchSize: 3,
    });
    const slowPass = slow.runOnce();
    // The first worker is stuck on its first email past its lease; a second worker takes the batch over.
    await vi.waitFor(() => expect(sends.held()).toBe(1));
    now = new Date(now.getTime() + 2000);
    const other = worker();
    const otherPass = other.runOnce();
    await sends.started;
    sends.release();
    await Promise.all([slowPass, otherPass]);
    await Promise.all([slow.stop(), other.stop()]);

    const rows = await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    const timesSent = (messageId: string) => received.filter((r) => r.messageId === messageId).length;
    // The email both had in flight went twice, with one Message-ID; the two waiting in the batch went once.
    expect(rows.map((r) => timesSent(r.messageId))).toEqual([2, 1, 1]);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('does not touch a row another live worker holds', async () => {
    const [id] = await queue(1);
    await tdb.database.db
      .update(outboxEmails)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() + 60_000) })
      .where(eq(outboxEmails.id, id!));
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    await w.stop();
    expect(received).toHaveLength(0);
  });

  it('backs off exponentially up to a cap', () => {
    const policy = { baseMs: 30_000, capMs: 100_000 };
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, policy))).toEqual([30_000, 60_000, 100_000, 100_000]);
  });
});
