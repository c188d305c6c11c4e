#!/usr/bin/env node
/**
 * `npm run cluster [-- --instances 3 --port 8080]`: several server instances on one PostgreSQL behind nginx,
 * on one port, to try locally what README "Running more than one instance" describes.
 *
 * - PostgreSQL: DATABASE_URL, else the database `travel_money_cluster` on 127.0.0.1:5432 (made when missing,
 *   kept between runs, like ./data for `npm start`).
 * - nginx: Debian's package, installed with apt-get when missing and this runs as root (as .ci/run does);
 *   it runs unprivileged, in the foreground, with its own prefix and configuration in a temporary folder:
 *   deploy/nginx.conf rendered with these instances' ports.
 * - Each instance is what `npm start` runs (the PWA and the server bundle are built once, first), with
 *   TRUST_PROXY=true and PUBLIC_URL set to nginx's address. Their output is shown, prefixed [A], [B], ...
 *
 * Ctrl-C (or SIGTERM) stops nginx, then each instance gracefully.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { serverBundleIfBuilt } from './build-server.mjs';
import { buildPwaIfStale, PWA_DIST } from './lib/pwa-build.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('--port must be a port number');
  process.exit(1);
}

const { register } = await import('tsx/esm/api');
register();
const { findNginx, startNginx } = await import('../server/src/cluster/nginx.ts');
const { START_SCRIPT, spawnServer, stopServer } = await import('../server/src/cluster/server-process.ts');

/** nginx, installed from Debian's package when missing (root only: anyone else is told how). */
function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'nginx is not installed: sudo apt-get install nginx (or set NGINX_PATH), then run this again.',
    );
    process.exit(1);
  }
  console.log('Installing nginx (Debian package)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
  return findNginx() ?? (console.error('nginx is still not found after installing it'), process.exit(1));
}

/** DATABASE_URL, or a database of the cluster's own on the local PostgreSQL, made when missing. */
async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'travel_money_cluster';
  const sql = postgres(admin, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      await sql.unsafe(`create database ${name}`);
      console.log(`Created the database ${name}.`);
    }
  } catch (error) {
    console.error(
      `Set DATABASE_URL, or run PostgreSQL at ${new URL(admin).host} (trust or DATABASE_ADMIN_URL): ${error.message}`,
    );
    process.exit(1);
  } finally {
    await sql.end({ timeout: 2 });
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Passes a child's output through, each line prefixed with its name. */
function prefixed(name, stream, out) {
  let partial = '';
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

const nginxBinary = ensureNginx();
const url = await databaseUrl();
if (!process.env.SKIP_PWA_BUILD && !process.env.PUBLIC_DIR) buildPwaIfStale();
if (!serverBundleIfBuilt()) process.exit(1);

const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
const mailDir = join(ROOT, 'data', 'cluster-mail');
mkdirSync(mailDir, { recursive: true });
const bodyLimit = Number(process.env.BODY_LIMIT_BYTES ?? 65536);
const env = {
  ...process.env,
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  PORT: '0',
  TRUST_PROXY: 'true',
  PUBLIC_URL: publicUrl,
  PUBLIC_DIR: process.env.PUBLIC_DIR ?? PWA_DIST,
  MAIL_DIR: process.env.MAIL_DIR ?? mailDir,
  BODY_LIMIT_BYTES: String(bodyLimit),
  NODE_ENV: process.env.NODE_ENV ?? 'production',
};

let stopping = false;
let nginx;
const names = Array.from({ length: instances }, (_, i) => String.fromCharCode(65 + i));
const children = names.map((name) => {
  const child = spawnServer([START_SCRIPT], env);
  prefixed(name, child.proc.stdout, process.stdout);
  prefixed(name, child.proc.stderr, process.stderr);
  void child.exited.then(({ code, signal }) => {
    if (!stopping)
      console.error(`[${name}] exited (${code ?? signal}); nginx sends its requests to the others`);
  });
  return child;
});

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping nginx, then each instance (gracefully)...');
  await nginx?.stop();
  await Promise.all(children.map((c) => stopServer(c, 10_000)));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const urls = await Promise.all(children.map((c) => c.ready));
  nginx = await startNginx({
    binary: nginxBinary,
    port,
    upstreams: urls.map((u) => new URL(u).host),
    bodyLimitBytes: bodyLimit,
  });
  console.log(
    [
      '',
      `Travel Money, ${instances} instance${instances > 1 ? 's' : ''} behind nginx: ${nginx.url}`,
      ...names.map((name, i) => `  [${name}] ${urls[i]}`),
      `  PostgreSQL: ${new URL(url).host}${new URL(url).pathname}`,
      `  nginx configuration: ${nginx.prefix}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
