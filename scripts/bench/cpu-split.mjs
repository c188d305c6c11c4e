// Where a load's CPU went, by thread and process, read from /proc (Linux): the server's main thread, the
// threads it started while the load ran (the mail sender thread) and the rest of its threads (V8's garbage
// collector and compiler helpers, libuv's pool), and PostgreSQL's processes. A CPU profile of the server
// alone cannot say this: on two cores its samples count the time the thread waited for a core as its own
// (postgres.js's socket write looked like a fifth of the main thread, where the kernel spent ~2%).
import { readdirSync, readFileSync } from 'node:fs';
import { CLOCK_TICKS, statTicks } from './processes.mjs';
import { fmt } from './report.mjs';

function readOrNull(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // The thread or process ended between listing and reading.
  }
}

/** CPU ticks of each thread of a process: Map tid → ticks. */
function threadTicks(pid) {
  const ticks = new Map();
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return ticks; // Not Linux, or the process is gone.
  }
  for (const tid of tids) {
    const stat = readOrNull(`/proc/${pid}/task/${tid}/stat`);
    if (stat) ticks.set(tid, statTicks(stat));
  }
  return ticks;
}

/**
 * CPU ticks of every PostgreSQL process on this machine (the cluster the bench uses: the same loopback
 * server), with what its postmaster's ended backends spent (cutime/cstime), so a connection that closed
 * during the load still counts. Null where it cannot tell: no /proc, or no PostgreSQL process here (a server
 * on another machine).
 */
function postgresTicks() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    if (readOrNull(`/proc/${entry}/comm`)?.trim() !== 'postgres') continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    if (!stat) continue;
    total += statTicks(stat, true);
    found = true;
  }
  return found ? total : null;
}

/** The server's threads as it starts, before any load: the threads that appear later were started by the load. */
export function threadsAtStart(serverPid) {
  return new Set(threadTicks(serverPid).keys());
}

/** A reading to compare a later one with (see cpuSplitSince). `serverPid` may be null: PostgreSQL only. */
export function cpuReading(serverPid = null) {
  return { serverPid, threads: serverPid ? threadTicks(serverPid) : new Map(), postgres: postgresTicks() };
}

/**
 * Milliseconds of CPU per unit of work (`units`: orders, transactions) since `before`, split as the module
 * comment says (`atStart`: threadsAtStart of the server); null parts where /proc could not tell (another OS).
 */
export function cpuSplitSince(before, units, atStart = new Set()) {
  const after = cpuReading(before.serverPid);
  const perUnit = (ticks) => (units > 0 ? ((ticks / CLOCK_TICKS) * 1000) / units : null);
  const postgres =
    before.postgres === null || after.postgres === null ? null : perUnit(after.postgres - before.postgres);
  if (!before.serverPid || after.threads.size === 0) return { postgres };
  const mainTid = String(before.serverPid);
  let main = 0;
  let others = 0;
  const started = [];
  for (const [tid, ticks] of after.threads) {
    const spent = ticks - (before.threads.get(tid) ?? 0);
    if (tid === mainTid) main += spent;
    else if (atStart.has(tid)) others += spent;
    else started.push(spent);
  }
  const startedTotal = started.reduce((sum, t) => sum + t, 0);
  return {
    postgres,
    main: perUnit(main),
    startedByLoad: perUnit(startedTotal),
    startedThreads: started.length,
    otherThreads: perUnit(others),
    server: perUnit(main + startedTotal + others),
  };
}

/** A server load's split (cpuSplitSince) in one phrase: measure 2's note and `npm run bench:profile-orders`. */
export function describeSplit(split) {
  const started = split.startedThreads === 1 ? '' : ` (${split.startedThreads} threads started by the load)`;
  return (
    `server ${fmt.cpuMs(split.server)} (main thread ${fmt.cpuMs(split.main)}, ` +
    `mail sender thread ${fmt.cpuMs(split.startedByLoad)}${started}, ` +
    `other threads, V8's garbage collector and compilers, ${fmt.cpuMs(split.otherThreads)}), ` +
    `PostgreSQL ${fmt.cpuMs(split.postgres)}`
  );
}
