// Lighthouse (the npm package, v12: v13 needs Node 22) driving the local Chromium with its default mobile
// configuration: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MissingError } from './processes.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';

export { CHROMIUM };
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Runs per page. One Lighthouse run swings by several points with whatever else the machine is doing (its
 * simulated timings scale the tasks it observed); Lighthouse's own advice is to report the median of
 * several runs. LH_RUNS=1 gives the old single run.
 */
export const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3) || 1);

/** The run with the median performance score (ties: the earlier run), with every run's score beside it. */
function median(outcomes) {
  const ok = outcomes.filter((o) => !o.error);
  if (ok.length === 0) return outcomes[outcomes.length - 1];
  const sorted = [...ok].sort((a, b) => a.scores.performance - b.scores.performance);
  const chosen = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...chosen, runs: ok.map((o) => o.scores.performance) };
}

/**
 * Scores each URL in one Chromium, RUNS times, keeping the median run. Returns per URL the three category
 * scores (0-100), the failing audits of each category (so a missed target says why), the scripts the page
 * loaded and every run's performance score, or `error`.
 */
export async function scorePages(urls) {
  if (!existsSync(CHROMIUM)) throw new MissingError(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const results = [];
    for (const url of urls) {
      // A trace that failed to record (NO_NAVSTART and the like) is Lighthouse's hiccup, not the page's:
      // one retry, then the page's row says what went wrong.
      const outcomes = [];
      for (let run = 0; run < RUNS; run++) {
        let outcome = await scoreOne(url, chrome.port);
        if (outcome.error) outcome = await scoreOne(url, chrome.port);
        outcomes.push(outcome);
      }
      results.push({ url, ...median(outcomes) });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** What a failing audit without a figure is about: its first items (console errors, issue types, nodes). */
function firstItems(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 2)
    .map((item) => {
      const sub = item.subItems?.items?.[0];
      // Inspector issues keep the specifics (blocked URL, CSP directive) in their sub-items.
      const subText = sub
        ? ` ${[sub.url, sub.directive, sub.source, sub.reason].filter(Boolean).join(' ')}`
        : '';
      const text = (item.description ?? item.issueType ?? item.node?.snippet ?? item.source ?? '') + subText;
      // A console error names its resource only in its location.
      const where = item.sourceLocation?.url ?? item.url;
      return where && typeof where === 'string' ? `${text} ${where.replace(/^https?:\/\/[^/]+/, '')}` : text;
    })
    .map((text) => String(text).slice(0, 160))
    .filter(Boolean)
    .join('; ');
}

async function scoreOne(url, port) {
  try {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = runnerResult?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    return summarise(lhr);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function summarise(lhr) {
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => {
        const detail = audit.displayValue ?? firstItems(audit);
        return detail ? `${audit.id} (${detail})` : audit.id;
      });
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    scores,
    failing,
    metrics: {
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    },
    scriptTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
