// A throw-away PostgreSQL database per run, so the write benchmark never touches anyone's data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { MissingError, ROOT, startServer } from './processes.mjs';
import { failed, skipped } from './report.mjs';

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a fresh database; returns its URL and drop(). MissingError when PostgreSQL is not reachable. */
export async function freshDatabase() {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `tm_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    throw new MissingError(
      `PostgreSQL not reachable at ${redact(ADMIN_URL)} (${error.code ?? error.message})`,
    );
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end({ timeout: 2 }).catch(() => {});
    },
  };
}

/** Applies the server's migration files directly, for when the server itself did not run on this database. */
export async function applyMigrations(sql) {
  const folder = join(ROOT, 'server/drizzle');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const statement of readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await sql.unsafe(statement);
    }
  }
}

function redact(url) {
  const u = new URL(url);
  u.password = u.password ? '***' : '';
  return u.toString();
}

/**
 * The real server on a fresh PostgreSQL database when one is reachable, else on its embedded PGlite: for the
 * measures that run either way. Nothing is left behind when the server cannot start.
 */
async function serverOnFreshDatabase(env) {
  const database = await freshDatabase().catch((error) => {
    if (error instanceof MissingError) return null;
    throw error;
  });
  try {
    return { database, server: await startServer({ databaseUrl: database?.url, env }) };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}

/**
 * Runs one measure against the real server on a fresh database (see above). A server that cannot start, or a
 * measure that throws, becomes the measure's row (skipped when PostgreSQL or a build is missing); the server
 * is always stopped and the database dropped. `env`: settings the measure needs on the server.
 */
export async function measureOnServer({ id, name, target, env }, measure) {
  let started;
  try {
    started = await serverOnFreshDatabase(env);
  } catch (error) {
    if (error instanceof MissingError) return [skipped(id, name, error.message, target)];
    return [failed(id, name, error, target)];
  }
  try {
    return await measure(started);
  } catch (error) {
    return [failed(id, name, error, target)];
  } finally {
    await started.server.stop();
    await started.database?.drop();
  }
}
