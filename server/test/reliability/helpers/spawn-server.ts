import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const MAIN_TS = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));

export interface ChildServer {
  url: string;
  pid: number;
  proc: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Environment variables of the test runner that must not leak into the child server. */
const STRIPPED =
  /^(DATABASE_URL|NODE_OPTIONS|VITEST.*|TEST_.*|PORT|DATA_DIR|MAIL_DIR|SMTP_URL|RATES_API_.*)$/;

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!STRIPPED.test(k)) base[k] = v;
  return {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_DIR: '/nonexistent-public-dir',
    STAFF_EMAIL: 'staff@reliab.test',
    STAFF_PASSWORD: 'staff-pass-123',
    BOX_PASSWORD: 'box-pass-123',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ...env,
  };
}

/** Starts `server/src/main.ts` as its own process (the real start-up path), without waiting for it. */
export function spawnServerProcess(
  env: Record<string, string>,
): Omit<ChildServer, 'url'> & { ready: Promise<string> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN_TS], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout!.setEncoding('utf8');
  proc.stderr!.setEncoding('utf8');
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      const match = /running at (http:\/\/[^\s]+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    proc.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
    });
    void exited.then(({ code, signal }) =>
      reject(
        new Error(`server exited before it was ready (code ${code}, signal ${signal})\n${stdout}\n${stderr}`),
      ),
    );
  });
  ready.catch(() => {});
  return { pid: proc.pid!, proc, exited, ready, output: () => ({ stdout, stderr }) };
}

/** Starts the real server and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ChildServer> {
  const child = spawnServerProcess(env);
  const url = await child.ready;
  return { ...child, url };
}

/** Graceful stop (SIGTERM), waiting for the exit; SIGKILL if it hangs. */
export async function stopServerProcess(child: Pick<ChildServer, 'proc' | 'exited'>, graceMs = 20_000) {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return child.exited;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}
