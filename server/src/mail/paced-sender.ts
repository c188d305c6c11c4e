import type { MailMessage, MailTransport } from './transport';

/**
 * A send handed back untried: its turn came after its deadline ('late'), or the sender was told to start no
 * more ('stopping'). Nothing left; the mail worker decides what becomes of the email.
 */
export class SendNotStartedError extends Error {
  override name = 'SendNotStartedError';
  constructor(readonly reason: 'late' | 'stopping') {
    super(
      reason === 'late' ? 'not sent: its turn came after its deadline' : 'not sent: the sender is stopping',
    );
  }
}

export interface PacedSender {
  /**
   * Sends the message when one of the `atOnce` places is free. `notAfter` (epoch ms) is the latest moment it
   * may start: past it the send is refused with SendNotStartedError('late'), untried.
   */
  send(message: MailMessage, notAfter: number | null): Promise<void>;
  /** Hands every queued send back untried (SendNotStartedError('stopping')); those started finish. */
  dropQueued(): void;
}

/**
 * Queues sends in front of a transport, `atOnce` at a time, oldest first, and checks each one's deadline when
 * its turn comes rather than when it was queued. The mail worker hands a whole claimed batch over at once and
 * gives each email the moment its claim (lease) stops being safe to rely on: an email whose turn comes later,
 * behind a slow mail server, is handed back unsent, so the worker renews its lease (or learns another worker
 * took it over) before sending it, and never sends an email another worker may already have sent.
 */
export function createPacedSender(
  transport: MailTransport,
  atOnce: number,
  now: () => number = Date.now,
): PacedSender {
  interface Waiting {
    message: MailMessage;
    notAfter: number | null;
    resolve: () => void;
    reject: (error: Error) => void;
  }
  let queue: Waiting[] = [];
  let running = 0;

  const next = () => {
    while (running < atOnce && queue.length > 0) {
      const { message, notAfter, resolve, reject } = queue.shift()!;
      if (notAfter !== null && now() > notAfter) {
        reject(new SendNotStartedError('late'));
        continue;
      }
      running += 1;
      transport
        .send(message)
        .then(resolve, (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    send(message, notAfter) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ message, notAfter, resolve, reject });
        next();
      });
    },
    dropQueued() {
      const dropped = queue;
      queue = [];
      for (const waiting of dropped) waiting.reject(new SendNotStartedError('stopping'));
    },
  };
}
