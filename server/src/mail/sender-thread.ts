/**
 * The mail sender thread's entry (see threaded-transport.ts): makes the transport it is given and sends what
 * the server's thread asks, as many at once as the transport takes (each checked against its deadline when its
 * turn comes, paced-sender.ts), answering each with whether the transport accepted it. Its logs go back
 * to the server's logger, so they land where every other line does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LogFields, Logger, LogLevel } from '../logger';
import { createPacedSender, SendNotStartedError } from './paced-sender';
import { createTransport, sendsAtOnce, type TransportSpec } from './transport';
import type { ThreadReply, ThreadRequest } from './thread-messages';

const port = parentPort;
if (!port) throw new Error('sender-thread.ts runs as a worker thread (threaded-transport.ts starts it)');

// Answers go back a batch per turn of this thread's loop, not a message each: every message wakes the server's
// thread, which is busy with orders at the very moments the outbox is full.
let outgoing: ThreadReply[] = [];
const flush = () => {
  const replies = outgoing;
  outgoing = [];
  port.postMessage(replies);
};
const reply = (message: ThreadReply) => {
  if (outgoing.push(message) === 1) setImmediate(flush);
};
const forward =
  (level: LogLevel) =>
  (msg: string, fields?: LogFields): void =>
    reply({ type: 'log', level, msg, fields });
const logger: Logger = {
  debug: forward('debug'),
  info: forward('info'),
  warn: forward('warn'),
  error: forward('error'),
};

const { spec } = workerData as { spec: TransportSpec };
const transport = createTransport(spec, logger);
const sender = createPacedSender(transport, sendsAtOnce(spec));

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'drop-queued') {
    sender.dropQueued();
    return;
  }
  if (request.type === 'close') {
    transport.close();
    port.close();
    return;
  }
  const { id } = request;
  sender.send(request.message, request.notAfter).then(
    () => reply({ type: 'sent', id }),
    (error: unknown) =>
      reply(
        error instanceof SendNotStartedError
          ? { type: 'not-started', id, reason: error.reason }
          : { type: 'failed', id, error: error instanceof Error ? error.message : String(error) },
      ),
  );
});
