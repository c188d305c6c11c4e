import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server process among many; inside PGlite it is
 * zeroed at start-up in the same process as Node, so it is resident from the first second. One branch's
 * database is a few tens of MB and the operating system caches its files anyway: 32 MB took a restarted
 * server from ~415 MB to ~300 MB of RSS with no measurable change in query time (README, bench 6); 16 MB took
 * the idle server (bench 6a) from 305 to 271–275 MB, with the 90-day rate history read (bench 9) unchanged at
 * p50 2.4–2.5 ms, p95 7.3 ms. 8 MB went to 257 MB, too little headroom for the history's growth to be worth it.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Options every PGlite the server or the tests open starts with (data folder or template aside). */
export function pgliteBaseOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
