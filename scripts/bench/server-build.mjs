// What `npm run build -w @tm/server` makes, timed before the measures so every server in the run starts as
// `npm start` starts it: the server bundle (esbuild) and the embedded database's template (migrated and
// seeded PGlite data folder). Measure 6 reports both times.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

function timed(args, what) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed: ${(result.stderr || result.stdout).trim()}`);
  return performance.now() - started;
}

export function prepareServerBuild() {
  const bundleMs = timed([join(ROOT, 'scripts/build-server.mjs')], 'the server build');
  const templateMs = timed(
    ['--import', 'tsx', join(ROOT, 'server/src/cli/build-db-template.ts'), 'seeded'],
    'the PGlite template build',
  );
  const dir = join(ROOT, 'server/dist/pglite');
  const name = readdirSync(dir).find((f) => f.startsWith('seeded-') && f.endsWith('.tar'));
  if (!name) throw new Error(`no seeded template in ${dir}`);
  return { bundleMs, templateMs, templateFile: join(dir, name) };
}
