import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendHistory,
  formatChange,
  formatComparison,
  historyEntry,
  hostHash,
  readHistory,
} from '../bench/history.mjs';

const MACHINE = {
  cpus: 2,
  cpuModel: 'Test CPU',
  memory: '8.0 GB',
  node: 'v20.19.0',
  platform: 'linux x64',
  hostHash: hostHash('bench-box'),
  loadAverage1m: 0.4,
};

const run = (startedAt, machine, rows) =>
  historyEntry({ startedAt, seconds: 60, machine, rows: rows.map((r) => ({ verdict: 'info', ...r })) });

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
const historyFile = () => join((dir = mkdtempSync(join(tmpdir(), 'tm-bench-history-'))), 'history.jsonl');

describe('bench history (scripts/bench/history.mjs)', () => {
  it('appends one JSON line per run and reads them back in order, keeping the machine and the figures', () => {
    const path = historyFile();
    const first = run('2026-11-26T10:00:00.000Z', MACHINE, [
      { id: '1a', measure: 'reads', result: '0.72×', values: { ratio: 0.72, rps: 1000 }, note: 'prose' },
    ]);
    appendHistory(path, first);
    appendHistory(
      path,
      run('2026-11-26T11:00:00.000Z', MACHINE, [{ id: '9', measure: 'history', result: 'x' }]),
    );

    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
    const { entries, badLines } = readHistory(path);
    expect(badLines).toBe(0);
    expect(entries.map((e) => e.startedAt)).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z']);
    expect(entries[0].machine).toEqual(MACHINE);
    expect(entries[0].rows[0]).toEqual({
      id: '1a',
      measure: 'reads',
      result: '0.72×',
      verdict: 'info',
      values: { ratio: 0.72, rps: 1000 },
    });
  });

  it('counts and skips a line it cannot read, and reads no file as no history', () => {
    const path = historyFile();
    expect(readHistory(path)).toEqual({ entries: [], badLines: 0 });
    appendHistory(path, run('2026-11-26T10:00:00.000Z', MACHINE, []));
    appendFileSync(path, '{"startedAt": "cut off\n\n[1,2]\n');
    const { entries, badLines } = readHistory(path);
    expect(entries).toHaveLength(1);
    expect(badLines).toBe(2);
  });

  it('never writes the host name, only its hash', () => {
    expect(hostHash('bench-box')).toMatch(/^[0-9a-f]{12}$/);
    expect(hostHash('bench-box')).not.toBe(hostHash('other-box'));
  });

  it('compares each figure with the newest earlier run of that row on the same machine only', () => {
    const elsewhere = { ...MACHINE, hostHash: hostHash('other-box') };
    const entries = [
      run('2026-11-26T09:00:00.000Z', MACHINE, [
        { id: '1a', measure: 'reads', result: '', values: { ratio: 0.5 } },
      ]),
      run('2026-11-26T10:00:00.000Z', { ...MACHINE, loadAverage1m: 1.5 }, [
        { id: '1a', measure: 'reads', result: '', values: { rps: 1000, ratio: 0.72, encoding: 'br' } },
      ]),
      // Newer, but another machine (and a partial run without row 1a): neither is the comparison.
      run('2026-11-26T11:00:00.000Z', elsewhere, [
        { id: '1a', measure: 'reads', result: '', values: { ratio: 9 } },
      ]),
      run('2026-11-26T12:00:00.000Z', MACHINE, [
        { id: '9', measure: 'history', result: '', values: { p95: 3 } },
      ]),
    ];
    const now = run('2026-11-26T13:00:00.000Z', MACHINE, [
      { id: '1a', measure: 'reads', result: '', values: { rps: 1100, ratio: 0.84 } },
      { id: '6d', measure: 'first start', result: '', values: { first: 2.9 } },
      { id: '4b', measure: 'precache', result: 'skipped' },
    ]);
    expect(formatComparison(entries, now).split('\n')).toEqual([
      '- 1a reads (vs 2026-11-26T10:00:00.000Z, load 1.5): ratio 0.72 → 0.84 (+16.7%), rps 1000 → 1100 (+10.0%)',
      '- 6d first start: first run on this machine',
    ]);
  });

  it('says a change from zero without a percentage, and a fall with its sign', () => {
    expect(formatChange(0, 3)).toBe('0 → 3');
    expect(formatChange(2.4, 0.57)).toBe('2.4 → 0.57 (-76.3%)');
    expect(formatChange(305000000, 250000000)).toBe('305000000 → 250000000 (-18.0%)');
  });
});
