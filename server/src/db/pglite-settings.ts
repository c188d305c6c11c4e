import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server process among many; inside PGlite it is
 * zeroed at start-up in the same process as Node, so it is resident from the first second. One branch's
 * database is a few tens of MB and the operating system caches its files anyway: 32 MB took a restarted
 * server from ~415 MB to ~300 MB of RSS with no measurable change in query time (README, bench 6).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Options every PGlite the server or the tests open starts with (data folder or template aside). */
export function pgliteBaseOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
