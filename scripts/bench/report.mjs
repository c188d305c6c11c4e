// The one table `npm run bench` prints and the JSON it writes. Every measure returns rows built here, so a
// figure always travels with its baseline, its target and an honest verdict (or the reason it was skipped).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * @typedef {'met' | 'missed' | 'info' | 'skipped' | 'error'} Verdict
 * @typedef {{
 *   id: string; measure: string; result: string; baseline?: string; target?: string;
 *   verdict: Verdict; note?: string; values?: Record<string, unknown>;
 * }} Row
 */

/** A measured row. `met` is undefined for figures that have no target (shown as info). */
export function row(id, measure, result, { baseline, target, met, note, values } = {}) {
  const verdict = met === undefined ? 'info' : met ? 'met' : 'missed';
  return { id, measure, result, baseline, target, verdict, note, values };
}

/** A row whose prerequisite is missing: says why, never a number. */
export function skipped(id, measure, reason, target) {
  const short = reason.length > 140 ? `${reason.slice(0, 140)}…` : reason;
  const note = short === reason ? undefined : reason.slice(0, 1500);
  return { id, measure, result: `skipped: ${short.split('\n')[0]}`, target, verdict: 'skipped', note };
}

/** A row whose measurement broke: the error, never a number. */
export function failed(id, measure, error, target) {
  const message = (error instanceof Error ? error.message : String(error)).replaceAll('\\n', ' ');
  const short = message.length > 140 ? `${message.slice(0, 140)}…` : message;
  // The table keeps a line short; the whole message goes under it.
  const note = short === message ? undefined : message.slice(0, 1500);
  return { id, measure, result: `error: ${short.split('\n')[0]}`, target, verdict: 'error', note };
}

const COLUMNS = [
  ['id', '#'],
  ['measure', 'Measure'],
  ['result', 'Result'],
  ['baseline', 'Baseline (same run)'],
  ['target', 'Target'],
  ['verdict', 'Verdict'],
];

/** A Markdown table, so the same text reads in a terminal and pastes into the README. */
export function formatTable(rows) {
  const cells = rows.map((r) => COLUMNS.map(([key]) => String(r[key] ?? '').replaceAll('|', '\\|')));
  const widths = COLUMNS.map(([, title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(COLUMNS.map(([, title]) => title)),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

/** Notes under the table: how a figure was obtained or what stands in the way of a target. */
export function formatNotes(rows) {
  return rows
    .filter((r) => r.note)
    .map((r) => `- ${r.id} ${r.measure}: ${r.note}`)
    .join('\n');
}

export function writeJson(path, report) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** Formatting helpers shared by the measures. */
export const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-GB'),
  ms: (n) => (n >= 100 ? `${Math.round(n)} ms` : `${n.toFixed(1)} ms`),
  /** CPU per unit of work (cpu-split.mjs): two decimals, as its parts are fractions of a millisecond. */
  cpuMs: (n) => (n === null || n === undefined ? 'unknown' : `${n.toFixed(2)} ms`),
  kb: (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
  mb: (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`,
  ratio: (n) => n.toFixed(2),
};
