import { spawn } from 'node:child_process';

/**
 * Runs PostgreSQL's own client tools (pg_dump, pg_restore) from PATH. The password travels in PGPASSWORD, not
 * on the command line, where any user of the machine could read it in the process list.
 */
export type PgTool = 'pg_dump' | 'pg_restore';

export class PgToolMissingError extends Error {
  constructor(readonly tool: PgTool) {
    super(
      `${tool} was not found on PATH: install the PostgreSQL client tools of the server's major version ` +
        `or newer (Debian/Ubuntu: apt install postgresql-client).`,
    );
    this.name = 'PgToolMissingError';
  }
}

/** libpq's view of a DATABASE_URL: the URL without its password, and the password for PGPASSWORD. */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs the tool and resolves when it exits 0; otherwise rejects with its first line of complaint. `stdout`
 * 'discard' drops what it prints (pg_restore reading a whole archive to check it).
 */
export function runPgTool(
  tool: PgTool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdout?: 'discard' } = {},
): Promise<void> {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.stdout === 'discard' ? 'ignore' : 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      rejectRun(error.code === 'ENOENT' ? new PgToolMissingError(tool) : error),
    );
    child.once('close', (code, signal) => {
      if (code === 0) return resolveRun();
      const line = stderr
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l.length > 0);
      rejectRun(new Error(`${tool} failed (${code ?? signal}): ${line ?? 'no message'}`));
    });
  });
}
