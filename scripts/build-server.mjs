#!/usr/bin/env node
/**
 * The server as one ES module, server/dist/bundle/main.mjs (and its mail sender thread beside it), for `npm start` (which builds it when it is
 * missing or older than its sources). Run through tsx, the server compiled its ~100 TypeScript files at every
 * start and carried tsx's loader thread: 1.3 s and ~95 MB more than this bundle, which esbuild makes in about
 * 0.2 s. Dependencies stay in node_modules (imported as they are); only our own TypeScript (the server and
 * @tm/core) is bundled.
 *
 * The bundle sits two folders below server/, as the sources do (server/src/db/open.ts), so the paths the
 * server finds from `import.meta.url` (its migrations, ../../drizzle) are the same in both.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mtimeOf, newest } from './lib/newest.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'server/dist/bundle/main.mjs');
const SOURCES = ['server/src', 'server/package.json', 'packages/core/src', 'packages/core/package.json'];

/** Why the bundle must be (re)built, or null when it is up to date. */
export function serverBuildNeeded() {
  const built = mtimeOf(SERVER_BUNDLE);
  if (!built) return 'no build yet';
  return newest(SOURCES.map((p) => join(ROOT, p))) > built ? 'sources changed since the last build' : null;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    // The mail sender thread is a module of its own: a worker thread starts from a file (threaded-transport.ts).
    entryPoints: {
      main: join(ROOT, 'server/src/main.ts'),
      'mail-sender-thread': join(ROOT, 'server/src/mail/sender-thread.ts'),
    },
    outdir: dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // CommonJS inside the bundle (a dependency's own require of a Node module) needs a require in ESM.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'some-dependencies-stay-external',
        setup(b) {
          // Dependencies are compiled in (issue 32: resolving and compiling drizzle's, hono's and zod's
          // hundreds of files at each start was ~0.4 s of CPU, half the bundle's import), except those that
          // load files or native code from their own folder, or are CommonJS throughout.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            STAY_EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  // Data files the server reads beside its own module (`new URL('./x', import.meta.url)`) go beside the bundle.
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  for (const file of DATA_FILES) copyFileSync(join(ROOT, file), join(dirname(SERVER_BUNDLE), basename(file)));
  return SERVER_BUNDLE;
}

/**
 * Loaded from node_modules at run time: PGlite reads its WebAssembly and data files beside its module,
 * argon2 is native code, nodemailer and handlebars are CommonJS that require Node's modules throughout, tsx
 * is the fallback loader, and Node's own modules are Node's.
 */
const STAY_EXTERNAL = /^(node:|@electric-sql\/pglite|@node-rs\/argon2|nodemailer|handlebars|tsx)(\/|$)/;

/** Files the sources read at run time from their own folder. */
const DATA_FILES = ['server/src/auth/common-passwords.txt'];

/**
 * The bundle, rebuilt first (in a child process, so the caller never loads the bundler) when stale; null
 * when it cannot be built, and the caller runs the sources through tsx instead.
 */
export function serverBundleIfBuilt() {
  const reason = serverBuildNeeded();
  if (reason) {
    console.log(`Building the server (${reason})...`);
    const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.warn('The server build failed; running the server from its sources (tsx).');
      return null;
    }
  }
  return SERVER_BUNDLE;
}

// `node scripts/build-server.mjs` builds; with --if-stale (the server tests' global setup), only when needed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !serverBuildNeeded()) process.exit(0);
  const started = performance.now();
  await buildServer();
  console.log(`Server bundle built in ${Math.round(performance.now() - started)} ms: ${SERVER_BUNDLE}`);
}
