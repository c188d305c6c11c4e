import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root (two folders above server/src/cluster). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What `npm start` runs: builds what is stale, then the server bundle. */
export const START_SCRIPT = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url));

export interface ServerProcess {
  pid: number;
  proc: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the URL the server prints once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a server as its own process (`node <args>`, from the repository's root) without waiting for it. It
 * is ready when it prints "running at <url>", which the real start-up path prints once it listens.
 */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv): ServerProcess {
  const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Graceful stop (SIGTERM), waiting for the exit; SIGKILL if it takes longer than `graceMs`. */
export async function stopServer(child: Pick<ServerProcess, 'proc' | 'exited'>, graceMs = 20_000) {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return child.exited;
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

/** Whether something accepts TCP connections on this loopback port now (false when refused). */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
