import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger';
import type { ThreadReply, ThreadRequest } from './thread-messages';
import { SendNotStartedError } from './paced-sender';
import type { MailMessage, MailTransport, SendOptions, TransportSpec } from './transport';

/**
 * A transport whose emails are composed and sent on a thread of their own (sender-thread.ts), not on the
 * thread that answers requests.
 *
 * Why: in the server's own thread every email is a few dozen steps of composing streams and file or socket
 * I/O, each waiting for a turn of an event loop that, at a peak, is busy with orders. Measured with 50 clients
 * placing orders, that starved the worker to ~50 emails/s while orders queued 1,000/s (it caught up only
 * once the load stopped). On its own thread an email costs the server's thread two messages, and composing
 * (nodemailer, ~0.25 ms of CPU each) runs beside the orders, on the other core.
 *
 * The thread starts at the first email (no cost to start-up) and again after it dies: the sends it had not
 * answered fail, and the mail worker retries them like any failed send (same Message-ID).
 */
export function createThreadedTransport(spec: TransportSpec, logger: Logger): MailTransport {
  let thread: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const settle = (id: number, error: Error | null) => {
    const send = waiting.get(id);
    if (!send) return;
    waiting.delete(id);
    if (error) send.reject(error);
    else send.resolve();
  };

  const onReplies = (replies: ThreadReply[]) => {
    for (const reply of replies) {
      if (reply.type === 'log') logger[reply.level](reply.msg, reply.fields);
      else if (reply.type === 'sent') settle(reply.id, null);
      else if (reply.type === 'not-started') settle(reply.id, new SendNotStartedError(reply.reason));
      else settle(reply.id, new Error(reply.error));
    }
  };

  /** The thread ended while sends were waiting: they failed (retried by the worker later). */
  const onEnd = (started: Worker, why: string) => {
    if (thread !== started) return;
    thread = null;
    if (waiting.size > 0) logger.error('mail sender thread stopped', { why, unanswered: waiting.size });
    for (const id of [...waiting.keys()]) settle(id, new Error(`mail sender thread stopped: ${why}`));
  };

  const start = (): Worker => {
    const { script, evaluate } = threadEntry();
    const started = new Worker(script, { eval: evaluate, workerData: { spec } });
    started.on('message', onReplies);
    started.on('error', (error) => onEnd(started, error.message));
    started.on('exit', (code) => onEnd(started, `exit code ${code}`));
    // An idle thread must not keep the process alive; stopping it is close()'s job.
    started.unref();
    return started;
  };

  const post = (request: ThreadRequest) => (thread ??= start()).postMessage(request);

  return {
    name: spec.kind,
    send(message: MailMessage, options: SendOptions = {}) {
      const id = nextId++;
      const sent = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      const notAfter = options.startWithinMs === undefined ? null : Date.now() + options.startWithinMs;
      post({ type: 'send', id, message, notAfter });
      return sent;
    },
    dropQueued() {
      thread?.postMessage({ type: 'drop-queued' } satisfies ThreadRequest);
    },
    close() {
      thread?.postMessage({ type: 'close' } satisfies ThreadRequest);
      thread = null;
    },
  };
}

/**
 * The thread's module. In the server bundle it is its own file beside main.mjs (scripts/build-server.mjs
 * builds both). From the TypeScript sources (tests, SERVER_FROM_SOURCE) a worker thread does not inherit tsx's
 * loader on Node 20, so a one-line bootstrap registers tsx in the thread before importing the entry.
 */
function threadEntry(): { script: string | URL; evaluate: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { script: new URL('./mail-sender-thread.mjs', import.meta.url), evaluate: false };
  }
  const entry = JSON.stringify(new URL('./sender-thread.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return {
    script: `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`,
    evaluate: true,
  };
}
