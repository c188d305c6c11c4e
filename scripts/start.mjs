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
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverBundleIfBuilt } from './build-server.mjs';
import { buildPwaIfStale } from './lib/pwa-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (!process.env.SKIP_PWA_BUILD && !process.env.PUBLIC_DIR) buildPwaIfStale();

const bundle = process.env.SERVER_FROM_SOURCE ? null : serverBundleIfBuilt();
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
