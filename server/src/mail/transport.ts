import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../private-files';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row (see outbox.ts). */
  messageId: string;
  /** List-Unsubscribe address with RFC 8058 one-click (rate alerts); none for other emails. */
  unsubscribeUrl?: string | null;
}

/**
 * What nodemailer is given: the message, with the unsubscribe headers when it has an address for them.
 * Quoted-printable is what nodemailer would pick for our Latin-script emails anyway; named here, it skips the
 * detection that counts every letter of the body with a global regex (a third of the time composing an email).
 */
function nodemailerMessage({ unsubscribeUrl, ...message }: MailMessage) {
  return {
    ...message,
    textEncoding: 'quoted-printable' as const,
    ...(unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

export interface SendOptions {
  /**
   * The send must start within this many milliseconds or not at all: a transport that queues sends refuses a
   * late one with SendNotStartedError (paced-sender.ts). Transports that start every send at once ignore it.
   */
  startWithinMs?: number;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  /** A transport that queues sends hands the queued ones back untried (SendNotStartedError): we are stopping. */
  dropQueued?(): void;
  close(): void;
}

/** Which transport to make, as plain data: what the mail sender thread is given to make its own. */
export type TransportSpec =
  { kind: 'smtp'; url: string; connections: number } | { kind: 'file'; dir: string };

/** The server's transport from its settings: SMTP when SMTP_URL is set, else .eml files in MAIL_DIR. */
export function transportSpecOf(config: {
  SMTP_URL?: string | undefined;
  MAIL_DIR: string;
  MAIL_SEND_CONCURRENCY: number;
}): TransportSpec {
  return config.SMTP_URL
    ? { kind: 'smtp', url: config.SMTP_URL, connections: config.MAIL_SEND_CONCURRENCY }
    : { kind: 'file', dir: config.MAIL_DIR };
}

/**
 * Sends a transport is given at once: one per SMTP connection. The file transport writes synchronously, so
 * only its composing overlaps: a few at once keep one composed while another is written.
 */
export function sendsAtOnce(spec: TransportSpec): number {
  return spec.kind === 'smtp' ? spec.connections : 8;
}

/** Makes the transport a spec describes, in this thread. */
export function createTransport(spec: TransportSpec, logger: Logger): MailTransport {
  return spec.kind === 'smtp'
    ? createSmtpTransport(spec.url, { connections: spec.connections })
    : createFileTransport(spec.dir, logger);
}

/**
 * SMTP through nodemailer (production). With `connections` above 1 the connections stay open between emails
 * (a pool of that many), so a worker sending several at once does not pay a connection and greeting per email.
 */
export function createSmtpTransport(
  url: string,
  options: { timeoutMs?: number; connections?: number } = {},
): MailTransport {
  const timeout = options.timeoutMs ?? 15_000;
  const connections = options.connections ?? 1;
  // nodemailer reads transport options from the URL's query when given a URL (its second argument is the
  // messages' defaults, not the transport's), so the time-outs and the pool travel there; a setting already in
  // SMTP_URL is the operator's and wins.
  const configured = new URL(url);
  const settings: Record<string, string> = {
    connectionTimeout: String(timeout),
    greetingTimeout: String(timeout),
    socketTimeout: String(timeout * 2),
    ...(connections > 1 ? { pool: 'true', maxConnections: String(connections) } : {}),
  };
  for (const [key, value] of Object.entries(settings)) {
    if (!configured.searchParams.has(key)) configured.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(configured.toString());
  if (!configured.searchParams.has('proxy')) Object.assign(transporter, { getSocket: connectWithoutDelay });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * The socket nodemailer's custom-socket hook (`transporter.getSocket`) is given for each connection: a plain
 * connection with Nagle's algorithm off. With it on, the end of every message (the `.` after the body) waits
 * for the server to acknowledge the body, which the server delays by up to 40 ms: each email on a connection
 * took ~50 ms to a local server, ~15 ms without. nodemailer still owns the connection from here (greeting
 * time-out, STARTTLS, or TLS first for smtps); a proxy in SMTP_URL keeps nodemailer's own hook instead.
 */
function connectWithoutDelay(
  options: { host?: string; port?: number | string; secure?: boolean },
  callback: (error: Error | null, socketOptions: { connection: Socket }) => void,
): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = connect({ host: options.host ?? 'localhost', port, noDelay: true });
  // nodemailer listens for errors only once it takes the socket over; one before that (the server down or
  // resetting) must not become an uncaught exception: nodemailer's time-outs then fail the send, retried later.
  socket.on('error', () => {});
  callback(null, { connection: socket });
}

/**
 * Without SMTP_URL: each message becomes an .eml file in MAIL_DIR (open it in any mail client) and its path
 * is logged, so a developer sees every email the product sends with no mail server.
 *
 * The file is written synchronously: this transport runs on the mail sender thread (threaded-transport.ts),
 * where a blocking write holds up nothing but the next email, and a synchronous write of a few KB costs about
 * 0.02 ms of CPU against 0.2–0.6 ms for the same write handed to libuv's thread pool and back (measured on
 * this project's 2-core machine), which had made file creation most of the sender thread's work.
 */
export function createFileTransport(dir: string, logger: Logger): MailTransport {
  const folder = resolve(dir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not per email; made again if someone removed it while the server ran.
  let made = false;
  const write = (file: string, data: Buffer): void => {
    if (!made) makePrivateFolder(folder);
    made = true;
    // An email holds the customer's details and may hold a sign-in link: the server's user only.
    try {
      writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      makePrivateFolder(folder);
      writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
    }
  };
  return {
    name: 'file',
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(message));
      const safeId = message.messageId.replace(/[^A-Za-z0-9.-]/g, '');
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      write(file, info.message as Buffer);
      logger.info('email written', { file, to: message.to, subject: message.subject });
    },
    close: () => {},
  };
}
