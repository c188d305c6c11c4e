import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/cluster/server-process';

/**
 * Vitest global setup of the server projects: the server bundle (scripts/build-server.mjs) built once, before
 * any test file runs, when it is missing or older than its sources. The tests that start real server processes
 * run what `npm start` runs (scripts/start.mjs and this bundle): built here, their parallel starts never race
 * to write it, and no start pays tsx's compile of ~100 source files (~1.3 s of CPU each; about twenty starts
 * a run). Synchronous on purpose: the projects' setups run in one process, so the second finds it fresh.
 */
export default function buildServerBundleIfStale() {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs'), '--if-stale'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}${result.stdout}`);
}
