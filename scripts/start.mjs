#!/usr/bin/env node
/**
 * `npm start`: builds the PWA when its build is missing or older than its sources, then runs the server
 * (lock the data folder, migrate, seed, mail worker, API + app on one port). If the PWA cannot be built, the
 * API still starts, and says so.
 *
 * Set SKIP_PWA_BUILD=1 to never build; set PUBLIC_DIR to serve another folder as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Newest modification time under the given paths (files or folders), skipping build output and deps. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (
          name === 'node_modules' ||
          name === 'dist' ||
          name.startsWith('.') ||
          name === 'e2e' ||
          name === 'test'
        )
          continue;
        visit(join(path, name));
      }
    } else {
      latest = Math.max(latest, st.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

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

const { register } = await import('tsx/esm/api');
register();
const { runMain } = await import('../server/src/main.ts');
await runMain();
