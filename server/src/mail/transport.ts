import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

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

/** What nodemailer is given: the message, with the unsubscribe headers when it has an address for them. */
function nodemailerMessage({ unsubscribeUrl, ...message }: MailMessage) {
  return {
    ...message,
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

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (production). */
export function createSmtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 15_000;
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each message becomes an .eml file in MAIL_DIR (open it in any mail client) and its path
 * is logged, so a developer sees every email the product sends with no mail server.
 */
export function createFileTransport(dir: string, logger: Logger): MailTransport {
  const folder = resolve(dir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(message));
      await mkdir(folder, { recursive: true });
      const safeId = message.messageId.replace(/[^A-Za-z0-9.-]/g, '');
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info('email written', { file, to: message.to, subject: message.subject });
    },
    close: () => {},
  };
}
