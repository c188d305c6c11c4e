import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { silentLogger } from '../../src/logger';
import { createOutbox } from '../../src/mail/outbox';
import { createPacedSender, SendNotStartedError } from '../../src/mail/paced-sender';
import type { MailMessage, MailTransport, SendOptions } from '../../src/mail/transport';
import { createMailWorker, type MailWorkerOptions } from '../../src/mail/worker';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * The worker records sends a few rows a statement and renews a slow batch's lease in one statement. These
 * prove the batching keeps what per-email statements gave: only accepted rows are marked sent, a failure is
 * retried alone, and rows a slow batch still holds stay its own. A transport in memory, so sends are counted
 * exactly and held at will.
 */
let tdb: TestDatabase;
let now = new Date('2026-11-02T10:00:00Z');
const clock = () => new Date(now);

/** Records each send; refuses the addresses in `refuse`; while `hold` is set, every send waits for it. */
function memoryTransport() {
  const sent: MailMessage[] = [];
  const refuse = new Set<string>();
  let hold: Promise<void> | null = null;
  let started = 0;
  const transport: MailTransport = {
    name: 'memory',
    async send(message) {
      started++;
      if (hold) await hold;
      if (refuse.has(message.to)) throw new Error(`refused ${message.to}`);
      sent.push(message);
    },
    close() {},
  };
  return {
    transport,
    sent,
    refuse,
    started: () => started,
    /** Holds the sends that start from now on; returns the release. */
    hold(): () => void {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      hold = held;
      return () => {
        if (hold === held) hold = null;
        release();
      };
    },
  };
}

function worker(transport: MailTransport, options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db: tdb.database.db,
    transport,
    from: 'Travel Money <no-reply@test.local>',
    clock,
    logger: silentLogger,
    ...options,
  });
}

async function queue(n: number) {
  const outbox = createOutbox({ clock });
  await tdb.database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await outbox.enqueue(tx, {
        kind: 'test',
        to: `customer${i}@example.com`,
        subject: `Hello ${i}`,
        html: `<p>Hello ${i}</p>`,
        text: `Hello ${i}`,
      });
  });
}

const statuses = async () =>
  (await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id)).map((r) => r.status);

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());
beforeEach(async () => {
  now = new Date('2026-11-02T10:00:00Z');
  await tdb.database.db.delete(outboxEmails);
});

describe('mail worker batches', () => {
  it('marks sent only what the transport accepted; a failed send in the batch is retried alone', async () => {
    await queue(5);
    const memory = memoryTransport();
    memory.refuse.add('customer2@example.com');
    const w = worker(memory.transport, { concurrency: 2, baseBackoffMs: 30_000 });
    expect(await w.runOnce()).toBe(4);
    expect(await statuses()).toEqual(['sent', 'sent', 'pending', 'sent', 'sent']);
    const failed = (await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id))[2];
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'refused customer2@example.com',
      leaseUntil: null,
    });

    memory.refuse.clear();
    now = new Date(now.getTime() + 30_001);
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    // Each address once: the retry sent the failed row and nothing else of its batch.
    expect(memory.sent.map((m) => m.to).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `customer${i}@example.com`),
    );
  });

  it('a slow batch renews the lease of the rows it still holds, so another worker does not take them over', async () => {
    await queue(3);
    const memory = memoryTransport();
    const slow = worker(memory.transport, { leaseMs: 1000, batchSize: 3 });
    let release = memory.hold();
    const slowPass = slow.runOnce();
    await vi.waitFor(() => expect(memory.started()).toBe(1));
    // The first send outlasts half the lease; before the next, the batch's lease is renewed from here.
    now = new Date(now.getTime() + 600);
    const releaseFirst = release;
    release = memory.hold();
    releaseFirst();
    await vi.waitFor(() => expect(memory.started()).toBe(2));

    // Past the lease the batch was claimed with, within the renewed one: nothing is free to take.
    now = new Date(now.getTime() + 600);
    const other = memoryTransport();
    const otherWorker = worker(other.transport, { leaseMs: 1000 });
    expect(await otherWorker.runOnce()).toBe(0);
    release();
    expect(await slowPass).toBe(3);
    await Promise.all([slow.stop(), otherWorker.stop()]);
    expect(other.sent).toHaveLength(0);
    expect(memory.sent).toHaveLength(3);
    expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
  });

  it('records each accepted email while the batch is still sending, so a crash re-sends only the last few', async () => {
    await queue(4);
    const memory = memoryTransport();
    const w = worker(memory.transport, { batchSize: 4 });
    let release = memory.hold();
    const pass = w.runOnce();
    for (let i = 1; i <= 3; i++) {
      await vi.waitFor(() => expect(memory.started()).toBe(i));
      const previous = release;
      release = memory.hold();
      previous();
    }
    // The fourth send is still in progress: the three before it are already recorded as sent.
    await vi.waitFor(async () => expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sending']));
    release();
    expect(await pass).toBe(4);
    await w.stop();
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('a send handed back late (its turn came past half the lease) is sent after the lease is renewed', async () => {
    await queue(1);
    const asked: Array<number | undefined> = [];
    let first = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'queued',
      async send(message, options: SendOptions = {}) {
        asked.push(options.startWithinMs);
        if (first) {
          // Waiting in the queue took more than half the lease: the turn came too late.
          first = false;
          now = new Date(now.getTime() + 600);
          throw new SendNotStartedError('late');
        }
        sent.push(message.to);
      },
      close() {},
    };
    const w = worker(transport, { leaseMs: 1000 });
    expect(await w.runOnce()).toBe(1);
    // Without the renewal the second try could only have started within -100 ms: the lease was renewed first.
    expect(asked).toEqual([500, 500]);
    expect(sent).toEqual(['customer0@example.com']);
    expect(await statuses()).toEqual(['sent']);
  });

  it('stopping hands back the sends queued in the transport; their rows are due again at once, the attempt not counted', async () => {
    await queue(4);
    const memory = memoryTransport();
    const paced = createPacedSender(memory.transport, 1);
    const queued: MailTransport = {
      name: 'queued',
      send: (message) => paced.send(message, null),
      dropQueued: () => paced.dropQueued(),
      close() {},
    };
    const w = worker(queued, { concurrency: 4 });
    const release = memory.hold();
    const pass = w.runOnce();
    await vi.waitFor(() => expect(memory.started()).toBe(1));
    const stopped = w.stop();
    release();
    await stopped;
    expect(await pass).toBe(1);
    const rows = await tdb.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
    expect(rows.map((r) => [r.status, r.attempts, r.leaseUntil])).toEqual([
      ['sent', 1, null],
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    expect(memory.sent.map((m) => m.to)).toEqual(['customer0@example.com']);
  });
});
