import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuReading, cpuSplitSince, describeSplit, threadsAtStart } from '../bench/cpu-split.mjs';
import { statTicks } from '../bench/processes.mjs';

describe('statTicks', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const line = '4321 (a (b) c) S 1 4321 4321 0 -1 4194560 10 0 0 0 7 3 20 5 20 0 1 0 100';

  it('reads utime + stime after a command name holding spaces and parentheses', () => {
    expect(statTicks(line)).toBe(10);
  });

  it('adds what ended children spent when asked', () => {
    expect(statTicks(line, true)).toBe(35);
  });
});

describe.runIf(process.platform === 'linux')('cpuSplitSince', () => {
  it('puts a thread started after the start in its own part, and the waiting main thread in its', async () => {
    const atStart = threadsAtStart(process.pid);
    const before = cpuReading(process.pid);
    // A fixed amount of work (not a time) on a new thread: CPU time, whatever else the machine does. The
    // thread then stays (an interval keeps its loop alive) until terminated below: one that ended by itself
    // after its message could leave the task list before the reading, as it did once in CI.
    const worker = new Worker(
      'let x = 0; for (let i = 0; i < 4e7; i++) x = (x + i) % 1000003; ' +
        'require("worker_threads").parentPort.postMessage(x); setInterval(() => {}, 60_000);',
      { eval: true },
    );
    await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    // Read while the thread still exists: an ended thread's time leaves the process's task list.
    const split = cpuSplitSince(before, 1, atStart);
    await worker.terminate();
    expect(split.startedThreads).toBeGreaterThanOrEqual(1);
    // ~100–250 ms of work on the new thread; the main thread only waited for its message.
    expect(split.startedByLoad).toBeGreaterThan(50);
    expect(split.startedByLoad).toBeGreaterThan(split.main);
    expect(split.server).toBeCloseTo(split.main + split.startedByLoad + split.otherThreads, 6);
    // Null where no PostgreSQL runs on this machine; otherwise what its processes spent meanwhile.
    if (split.postgres !== null) expect(split.postgres).toBeGreaterThanOrEqual(0);
  });
});

describe('describeSplit', () => {
  const split = {
    server: 3.94,
    main: 1.3,
    startedByLoad: 0.84,
    startedThreads: 1,
    otherThreads: 1.8,
    postgres: null,
  };

  it('names each part, and says unknown where the machine could not tell', () => {
    expect(describeSplit(split)).toBe(
      "server 3.94 ms (main thread 1.30 ms, mail sender thread 0.84 ms, other threads, V8's garbage collector " +
        'and compilers, 1.80 ms), PostgreSQL unknown',
    );
  });

  it('counts the threads the load started when there was more than the mail sender', () => {
    expect(describeSplit({ ...split, startedThreads: 2 })).toContain(
      'mail sender thread 0.84 ms (2 threads started by the load)',
    );
  });
});
