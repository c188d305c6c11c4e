import postgres from 'postgres';

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
    notify: (payload: string) => sql.notify(channel, payload),
    async close() {
      await meta.unlisten().catch(() => {});
      await sql.end({ timeout: 5 });
    },
  };
}
