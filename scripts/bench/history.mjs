// bench-results/history.jsonl: one line per `npm run bench` run (the machine, its load at the start, every
// row's figures), committed with the code so that a regression shows in the change that made it, across
// sessions and machines. Each run prints its figures' change against the previous run on the same machine:
// timings from two different machines say nothing about each other.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A hash of the host name: tells machines apart without the committed history naming them. */
export function hostHash(name) {
  return createHash('sha256').update(name).digest('hex').slice(0, 12);
}

/** What makes two runs comparable: the same processor, count, memory, Node and host. */
export function machineKey(m) {
  return [m.cpuModel, m.cpus, m.memory, m.node, m.hostHash].join(' | ');
}

/** The history line of one run: the report without the prose (notes), with every figure (`values`). */
export function historyEntry({ startedAt, seconds, machine, only, rows }) {
  return {
    startedAt,
    seconds,
    machine,
    ...(only ? { only } : {}),
    rows: rows.map(({ id, measure, result, verdict, values }) => ({ id, measure, result, verdict, values })),
  };
}

/**
 * The runs so far, oldest first. A line that does not parse (a hand edit, a run killed mid-write) is counted
 * and left in the file, never dropped: the history is only ever appended to.
 */
export function readHistory(path) {
  if (!existsSync(path)) return { entries: [], badLines: 0 };
  const entries = [];
  let badLines = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line);
      if (entry && typeof entry === 'object' && entry.machine && Array.isArray(entry.rows))
        entries.push(entry);
      else badLines += 1;
    } catch {
      badLines += 1;
    }
  }
  return { entries, badLines };
}

export function appendHistory(path, entry) {
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, `${JSON.stringify(entry)}\n`);
}

/** A row's own figures: the top-level finite numbers of its `values`, ratios first. */
export function figures(values) {
  const numbers = Object.entries(values ?? {}).filter(([, v]) => typeof v === 'number' && Number.isFinite(v));
  const isRatio = ([key]) => /ratio/i.test(key);
  return [...numbers.filter(isRatio), ...numbers.filter((f) => !isRatio(f))];
}

/** The newest earlier run on the same machine that measured row `id`, with that row; null if none. */
export function previousRow(entries, machine, id) {
  const key = machineKey(machine);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (machineKey(entry.machine) !== key) continue;
    const row = entry.rows.find((r) => r.id === id && r.values);
    if (row) return { entry, row };
  }
  return null;
}

const number = (n) => (Math.abs(n) >= 100 ? String(Math.round(n)) : String(Number(n.toPrecision(3))));

/** "0.72 → 0.84 (+16.7%)"; a change from zero has no percentage. */
export function formatChange(before, now) {
  const pct =
    before === 0 ? '' : ` (${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(1)}%)`;
  return `${number(before)} → ${number(now)}${pct}`;
}

/**
 * Lines saying, per row of this run, how each figure moved since the previous run on this machine (and that
 * run's date and load, since load moves timings too). Rows with nothing to compare say so.
 */
export function formatComparison(entries, current) {
  const lines = [];
  for (const row of current.rows) {
    const mine = figures(row.values);
    if (mine.length === 0) continue;
    const previous = previousRow(entries, current.machine, row.id);
    if (!previous) {
      lines.push(`- ${row.id} ${row.measure}: first run on this machine`);
      continue;
    }
    const theirs = new Map(figures(previous.row.values));
    const changes = mine
      .filter(([key]) => theirs.has(key))
      .map(([key, now]) => `${key} ${formatChange(theirs.get(key), now)}`);
    const when = `${previous.entry.startedAt}, load ${previous.entry.machine.loadAverage1m}`;
    lines.push(`- ${row.id} ${row.measure} (vs ${when}): ${changes.join(', ') || 'no figure in common'}`);
  }
  return lines.join('\n');
}
