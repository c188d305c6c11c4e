import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
}

/** A port that was free a moment ago, so a server can be stopped and started again on the same one. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A local SMTP server that keeps every message it accepts, and can be stopped and started again on the same
 * port (the "mail server down for a while" of the fault tests).
 */
export function createSmtpSink(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  // The next message is held (not acknowledged) until released: a send in progress, for as long as a test needs.
  let hold: { started: () => void; released: Promise<void> } | null = null;
  return {
    received,
    /** Holds the next message the sink receives; `started` resolves when its data is arriving. */
    holdNext() {
      let started!: () => void;
      let release!: () => void;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      hold = { started, released: new Promise<void>((resolve) => (release = resolve)) };
      return { started: startedPromise, release };
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const held = hold;
          hold = null;
          held?.started();
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
            const accept = () => {
              received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId, raw });
              callback();
            };
            if (held) void held.released.then(accept);
            else accept();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      // smtp-server reports a client's dropped connection (ECONNRESET when a sending instance is killed) as a
      // server 'error': a real mail server shrugs it off, so does the sink. Unheard, each was an uncaught error.
      server.on('error', () => {});
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
