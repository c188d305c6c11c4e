import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './helpers/spawn-server';

/**
 * `npm audit --omit=dev --audit-level=high` with a clear verdict: exit 0 only when the registry answered and
 * reported no high or critical finding in production dependencies; exit 1 naming the findings, or exit 2 when
 * the audit could not run at all (registry or its advisory endpoint unreachable) - never a silent pass.
 * Run: npx tsx server/test/reliability/npm-audit.ts
 */
const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
  timeout: 120_000,
});
let report: {
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { code?: string; summary?: string };
} = {};
try {
  report = JSON.parse(run.stdout) as typeof report;
} catch {
  // No JSON at all: reported below.
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.error(
    `npm audit could not run (exit ${run.status ?? run.signal}): ${report.message ?? report.error?.summary ?? run.stderr.trim().split('\n').pop() ?? 'no answer'}\n` +
      'The registry or its advisory endpoint (/-/npm/v1/security/advisories/bulk) is not reachable from here.',
  );
  process.exit(2);
}
const { high = 0, critical = 0 } = counts;
console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
if (high > 0 || critical > 0) {
  console.error(
    `npm audit found ${high} high and ${critical} critical vulnerabilities in production dependencies`,
  );
  process.exit(1);
}
process.exit(0);
