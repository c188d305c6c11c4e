import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { errorEnvelopeSchema } from '@tm/core';
import type { AppDeps } from '../../deps';
import { runEventStream, type EventStreamOptions } from '../../live/event-stream';
import { takeStreamSlot } from '../../live/stream-slots';
import { json } from '../openapi';

/** What every live stream route may answer, for its definition's `responses`: the stream, or no place for it. */
export const eventStreamResponses = {
  200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
  503: json(errorEnvelopeSchema, 'Too many live connections'),
};

export interface EventStreamAnswer<T> extends Omit<EventStreamOptions<T>, 'first' | 'release' | 'stop'> {
  /** Names the stream in the log. */
  name: string;
  /** What the 503 tells a refused client to do instead (takeStreamSlot's `pollHint`). */
  pollHint: string;
  cacheControl: string;
  /** The message sent on connect, read once the stream has its place (a failure gives the place back). */
  first: () => T | Promise<T>;
}

/**
 * Answers the request with a live stream (GET /events, /staffEvents, /track/events): it takes one of the
 * instance's stream places first (or the 503), so every stream counts against the same limits and gives its
 * place back however it ends. Proxies are told not to buffer, or messages would wait for the buffer to fill.
 */
export async function answerEventStream<T>(
  c: Context,
  deps: Pick<AppDeps, 'liveHub' | 'config' | 'logger'>,
  { name, pollHint, cacheControl, first, ...stream }: EventStreamAnswer<T>,
): Promise<Response> {
  const release = takeStreamSlot(c, deps.config.TRUST_PROXY, deps.liveHub, pollHint);
  let firstMessage: T;
  try {
    firstMessage = await first();
  } catch (err) {
    release();
    throw err;
  }
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', cacheControl);
  return streamSSE(
    c,
    (sse) => runEventStream(sse, { ...stream, first: firstMessage, release, stop: deps.liveHub.stop }),
    async (err) => {
      release();
      deps.logger.debug(`${name}: stream ended with an error`, { error: String(err) });
    },
  );
}
