import postgres from 'postgres';

/** The most notifications sent in one statement; more go in the next. */
const MAX_BATCH = 500;

/** A payload waiting for its statement, with how to answer its sender. */
interface PendingNotify {
  payload: string;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * One LISTEN/NOTIFY channel on a connection of its own (postgres.js keeps LISTEN on a dedicated connection and
 * re-listens after a drop, calling `onListen` each time): what pg-relay.ts carries both buses on.
 */
export async function listenOnChannel(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onListen?: () => void,
) {
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 5, idle_timeout: 0, onnotice: () => {} });
  const meta = await sql.listen(channel, onPayload, onListen);
  return {
    notify: batchedNotify(async (payloads) => {
      await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`;
    }),
    async close() {
      await meta.unlisten().catch(() => {});
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * NOTIFY in batches: every order placed publishes one, and one statement each was a transaction (and a WAL
 * flush) per order beside the order's own. Payloads sent while a statement runs all go in the next one, one
 * transaction for all of them; PostgreSQL delivers a transaction's notifications in the order they were
 * sent (unnest keeps the array's), and drops only exact duplicates within it, which say nothing new. A
 * sender's promise settles with its batch. `send` runs one statement for the payloads it is given.
 */
export function batchedNotify(
  send: (payloads: string[]) => Promise<void>,
): (payload: string) => Promise<void> {
  let queue: PendingNotify[] = [];
  let sending: Promise<void> | null = null;

  async function sendAll(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        try {
          await send(batch.map((p) => p.payload));
          batch.forEach((p) => p.done());
        } catch (error) {
          batch.forEach((p) => p.fail(error));
        }
      }
    } finally {
      sending = null;
    }
  }

  return (payload) =>
    new Promise<void>((done, fail) => {
      queue.push({ payload, done, fail });
      // Started on the next turn, so the payloads of requests handled in the same turn share the first statement.
      sending ??= new Promise<void>((started) => setImmediate(started)).then(sendAll);
    });
}
