import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../../src/logger';
import { SendNotStartedError } from '../../src/mail/paced-sender';
import { createThreadedTransport } from '../../src/mail/threaded-transport';
import type { MailMessage, MailTransport } from '../../src/mail/transport';
import { createSmtpSink, freePort } from '../reliability/helpers/smtp-sink';

/**
 * The transport the server uses: emails composed and sent on a thread of their own. A real thread (started
 * from the TypeScript sources, as in every test), a real folder and a real SMTP server.
 */
const message = (to: string): MailMessage => ({
  from: 'Travel Money <no-reply@test.local>',
  to,
  subject: `Your order for ${to}`,
  html: '<p>Your order is confirmed: 200.00 EUR for £172.00.</p>',
  text: 'Your order is confirmed: 200.00 EUR for £172.00.',
  messageId: `<${to.replace('@', '.')}@test.local>`,
});

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; fields?: LogFields }> = [];
  const at =
    (level: string) =>
    (msg: string, fields?: LogFields): void =>
      void lines.push({ level, msg, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

const open: MailTransport[] = [];
const track = (transport: MailTransport) => (open.push(transport), transport);
afterEach(() => {
  for (const transport of open.splice(0)) transport.close();
});

describe('the mail sender thread, file transport', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tm-threaded-mail-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each email as an .eml file and logs where, through the server logger', async () => {
    const { logger, lines } = recordingLogger();
    const transport = track(createThreadedTransport({ kind: 'file', dir }, logger));
    expect(transport.name).toBe('file');
    await Promise.all(['ana@example.com', 'ben@example.com'].map((to) => transport.send(message(to))));
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    const raw = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(raw).toContain('To: ana@example.com');
    expect(raw).toContain('Message-ID: <ben.example.com@test.local>');
    expect(lines.filter((l) => l.msg === 'email written').map((l) => l.fields?.to)).toEqual(
      expect.arrayContaining(['ana@example.com', 'ben@example.com']),
    );
  });

  it('starts a new thread for the next email after close()', async () => {
    const { logger } = recordingLogger();
    const transport = track(createThreadedTransport({ kind: 'file', dir }, logger));
    await transport.send(message('before@example.com'));
    transport.close();
    await transport.send(message('after@example.com'));
    expect(readdirSync(dir).some((f) => f.includes('after.example.com'))).toBe(true);
  });
});

describe('the mail sender thread, SMTP', () => {
  let port: number;
  let sink: ReturnType<typeof createSmtpSink>;
  beforeAll(async () => {
    port = await freePort();
    sink = createSmtpSink(port);
    await sink.start();
  });
  afterAll(() => sink.stop());

  const smtp = (connections = 1) =>
    track(
      createThreadedTransport(
        { kind: 'smtp', url: `smtp://127.0.0.1:${port}`, connections },
        recordingLogger().logger,
      ),
    );

  it('sends over SMTP and answers each send once the server accepted it', async () => {
    const transport = smtp(2);
    await Promise.all(
      ['c1@example.com', 'c2@example.com', 'c3@example.com'].map((to) => transport.send(message(to))),
    );
    expect(sink.received.map((m) => m.to[0])).toEqual(
      expect.arrayContaining(['c1@example.com', 'c2@example.com', 'c3@example.com']),
    );
  });

  it('hands back, untried, a send whose turn comes after its deadline (its lease is no longer safe)', async () => {
    const transport = smtp(1);
    const held = sink.holdNext();
    const first = transport.send(message('slow@example.com'));
    await held.started;
    const late = transport.send(message('late@example.com'), { startWithinMs: 50 }).catch((e: unknown) => e);
    const queuedBy = Date.now();
    // The one thing this waits for is the late send's deadline itself (50 ms after it was queued, which was
    // before queuedBy), then the held send finishes.
    await new Promise((resolve) => setTimeout(resolve, queuedBy + 51 - Date.now()));
    held.release();
    await first;
    const refused = await late;
    expect(refused).toBeInstanceOf(SendNotStartedError);
    expect((refused as SendNotStartedError).reason).toBe('late');
    expect(sink.received.some((m) => m.to[0] === 'late@example.com')).toBe(false);
  });

  it('dropQueued (the worker stopping) hands back what has not started; the send in progress finishes', async () => {
    const transport = smtp(1);
    const held = sink.holdNext();
    const inProgress = transport.send(message('in-progress@example.com'));
    await held.started;
    const queued = ['q1@example.com', 'q2@example.com'].map((to) =>
      transport.send(message(to)).catch((e: unknown) => e),
    );
    transport.dropQueued?.();
    const refusals = await Promise.all(queued);
    expect(refusals.map((e) => (e as SendNotStartedError).reason)).toEqual(['stopping', 'stopping']);
    held.release();
    await inProgress;
    expect(sink.received.some((m) => m.to[0] === 'in-progress@example.com')).toBe(true);
  });

  it("a send the mail server cannot take fails with the transport's reason", async () => {
    const closed = await freePort();
    const transport = track(
      createThreadedTransport(
        { kind: 'smtp', url: `smtp://127.0.0.1:${closed}?connectionTimeout=500`, connections: 1 },
        recordingLogger().logger,
      ),
    );
    await expect(transport.send(message('nobody@example.com'))).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
