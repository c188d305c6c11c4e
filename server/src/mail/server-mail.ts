import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { createThreadedTransport } from './threaded-transport';
import type { MailTransport, TransportSpec } from './transport';
import { createMailWorker, MAIL_BATCH_SIZE, type MailWorker } from './worker';

/**
 * How the server sends its emails: the outbox worker claims and records on this thread, and composes and
 * sends on the mail sender thread, handing it a whole claim at once; the thread paces the sends itself
 * (one per SMTP connection) and hands back any whose lease is no longer safe, so this thread makes no round
 * trip per email. Stop the worker before closing the transport.
 */
export function createServerMail(options: {
  db: Db;
  spec: TransportSpec;
  from: string;
  clock: () => Date;
  logger: Logger;
}): { worker: MailWorker; transport: MailTransport } {
  const transport = createThreadedTransport(options.spec, options.logger);
  const worker = createMailWorker({
    db: options.db,
    transport,
    concurrency: MAIL_BATCH_SIZE,
    from: options.from,
    clock: options.clock,
    logger: options.logger,
  });
  return { worker, transport };
}
