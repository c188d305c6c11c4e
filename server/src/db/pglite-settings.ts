import { setFlagsFromString } from 'node:v8';
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

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline compiler (Liftoff) and
 * then recompiles the functions that run often with its optimising one (TurboFan), on the same two cores and
 * into memory it keeps. For one branch's database that trade is wrong: measured on the 2-core machine, a
 * first `npm start` weighed 312–316 MB one second after its first answer with TurboFan and 218–226 MB on
 * Liftoff alone, the server from a fresh folder answered first in ~950 ms instead of ~1,400 ms (the bundle
 * imported in the same process), and the PGlite API suite used ~7% less CPU. What it costs: sustained order
 * writes on PGlite, 10 clients, 121–126 orders/s against 139–157 (~17% fewer), far above what a branch
 * places; a busy site runs on PostgreSQL (DATABASE_URL), where no WebAssembly runs. Set before the first
 * PGlite compiles its module; the flag is process-wide, and PGlite is the only WebAssembly here.
 */
export function compileWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/** Options every PGlite the server or the tests open starts with (data folder or template aside). */
export function pgliteBaseOptions(): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}
