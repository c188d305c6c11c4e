#!/usr/bin/env node
/**
 * `npm start`: builds the PWA and the server bundle when they are missing or older than their sources, then
 * runs the server (lock the data folder, migrate, seed, mail worker, API + app on one port). If the PWA cannot
 * be built, the API still starts, and says so; if the bundle cannot be built, the server runs from its
 * TypeScript sources through tsx (slower to start, heavier), and says so.
 *
 * Set SKIP_PWA_BUILD=1 to never build the PWA; set PUBLIC_DIR to serve another folder as it is. Set
 * SERVER_FROM_SOURCE=1 to run the sources through tsx instead of the bundle.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, serverBuildNeeded } from './build-server.mjs';
import { newest } from './lib/newest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function pwaBuildNeeded() {
  const index = join(root, 'apps/pwa/dist/index.html');
  if (!existsSync(index)) return 'no build yet';
  const sources = newest([
    'apps/pwa/src',
    'apps/pwa/public',
    'apps/pwa/index.html',
    'apps/pwa/vite.config.ts',
    'apps/pwa/pwa-options.ts',
    'packages/ui/src',
    'packages/offline/src',
    'packages/core/src',
  ]);
  return sources > statSync(index).mtimeMs ? 'sources changed since the last build' : null;
}

if (!process.env.SKIP_PWA_BUILD && !process.env.PUBLIC_DIR) {
  const reason = pwaBuildNeeded();
  if (reason) {
    console.log(`Building the PWA (${reason})...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build', '-w', '@tm/pwa'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) {
      console.warn(
        existsSync(join(root, 'apps/pwa/dist/index.html'))
          ? 'The PWA build failed; serving the previous build.'
          : 'The PWA build failed; starting the API only (no web app at /).',
      );
    }
  }
}

/**
 * The bundle to run (scripts/build-server.mjs), rebuilt in a child process when stale so this process never
 * loads the bundler; null when it cannot be had.
 */
function serverBundle() {
  if (process.env.SERVER_FROM_SOURCE) return null;
  const reason = serverBuildNeeded();
  if (reason) {
    console.log(`Building the server (${reason})...`);
    const result = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.warn('The server build failed; running the server from its sources (tsx).');
      return null;
    }
  }
  return SERVER_BUNDLE;
}

const bundle = serverBundle();
if (bundle) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  const { runMain } = await import(pathToFileURL(bundle).href);
  await runMain();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { runMain } = await import('../server/src/main.ts');
  await runMain();
}
