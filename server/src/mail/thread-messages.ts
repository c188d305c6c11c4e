import type { LogFields, LogLevel } from '../logger';
import type { MailMessage } from './transport';

/** What the server's thread asks the mail sender thread. */
export type ThreadRequest =
  /** `notAfter`: epoch ms by which the send must start (the thread's clock), or null for no limit. */
  | { type: 'send'; id: number; message: MailMessage; notAfter: number | null }
  /** Hand back every send not started yet (the worker is stopping). */
  | { type: 'drop-queued' }
  | { type: 'close' };

/**
 * What the mail sender thread answers (in arrays, a batch per turn of its loop): a send's outcome, or a log
 * line for the server's logger.
 */
export type ThreadReply =
  | { type: 'sent'; id: number }
  | { type: 'failed'; id: number; error: string }
  /** Handed back untried (SendNotStartedError on the server's side). */
  | { type: 'not-started'; id: number; reason: 'late' | 'stopping' }
  | { type: 'log'; level: LogLevel; msg: string; fields: LogFields | undefined };
