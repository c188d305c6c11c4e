// Lighthouse's blocking time is measured on the same two cores as anything the earlier measures might leave
// running (a database writing out measure 2's orders, sockets of the slow-client flood closing): measure 4
// waits until the machine is idle, and its rows say how long it waited and how busy the cores were, so a
// score read on a busy machine shows as such.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const totals = () =>
  cpus().reduce(
    (sum, { times }) => {
      sum.idle += times.idle;
      sum.all += times.user + times.nice + times.sys + times.idle + times.irq;
      return sum;
    },
    { idle: 0, all: 0 },
  );

/** Share of all cores' time spent busy over the next `ms`. */
async function busyShare(ms) {
  const before = totals();
  await sleep(ms);
  const after = totals();
  const all = after.all - before.all;
  return all === 0 ? 0 : 1 - (after.idle - before.idle) / all;
}

/**
 * Waits until one second finds the cores at most `maxBusy` busy, for at most `maxSeconds`. Returns how long
 * it waited and the last second's busy share, for the row's note.
 */
export async function untilQuiet({ maxBusy = 0.1, maxSeconds = 60 } = {}) {
  const started = performance.now();
  let busy = await busyShare(1000);
  while (busy > maxBusy && performance.now() - started < maxSeconds * 1000) busy = await busyShare(1000);
  return { waitedS: (performance.now() - started) / 1000, busy };
}
