import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from './newest.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PWA_DIST = join(ROOT, 'apps/pwa/dist');

/** Why the PWA must be (re)built, or null when its build is newer than its sources. */
export function pwaBuildNeeded() {
  const index = join(PWA_DIST, 'index.html');
  if (!existsSync(index)) return 'no build yet';
  const sources = newest(
    [
      'apps/pwa/src',
      'apps/pwa/public',
      'apps/pwa/index.html',
      'apps/pwa/vite.config.ts',
      'apps/pwa/pwa-options.ts',
      'packages/ui/src',
      'packages/offline/src',
      'packages/core/src',
    ].map((p) => join(ROOT, p)),
  );
  return sources > statSync(index).mtimeMs ? 'sources changed since the last build' : null;
}

/**
 * Builds the PWA when it is missing or stale. If the build fails the server still starts: on the previous
 * build, or API only; the message says which.
 */
export function buildPwaIfStale() {
  const reason = pwaBuildNeeded();
  if (!reason) return;
  console.log(`Building the PWA (${reason})...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@tm/pwa'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.warn(
      existsSync(join(PWA_DIST, 'index.html'))
        ? 'The PWA build failed; serving the previous build.'
        : 'The PWA build failed; starting the API only (no web app at /).',
    );
  }
}
