import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const CLI = (name: 'backup' | 'restore') =>
  fileURLToPath(new URL(`../../src/cli/${name}.ts`, import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The test runner's variables that must not reach a command run as the operator would run it. */
const STRIPPED = /^(DATABASE_URL|NODE_OPTIONS|VITEST.*|TEST_.*|PORT|DATA_DIR|MAIL_DIR|BACKUP_.*|INIT_CWD)$/;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore -- FILE` as a child process, with only the given configuration. */
export function runCli(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const base: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!STRIPPED.test(k)) base[k] = v;
  return new Promise<CliRun>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI(name), ...args], {
      cwd: SERVER_ROOT,
      env: { ...base, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

/** A new PostgreSQL database with nothing in it (a restore's target), dropped by drop(). */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL backup tests');
  const name = `tm_test_restore_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const sql = postgres(admin, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Relations in a PostgreSQL database outside the system schemas: 0 for an empty one. */
export async function relationCount(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<Array<{ n: number }>>`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\_toast%'`;
    return row?.n ?? 0;
  } finally {
    await sql.end();
  }
}
