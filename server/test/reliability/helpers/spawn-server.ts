import {
  REPO_ROOT,
  START_SCRIPT,
  spawnServer,
  stopServer,
  type ServerProcess,
} from '../../../src/cluster/server-process';

export { REPO_ROOT };

export interface ChildServer extends Omit<ServerProcess, 'ready'> {
  url: string;
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

/**
 * Starts a real server as its own process, without waiting for it: what `npm start` runs (scripts/start.mjs and
 * the server bundle, built before the tests by test/support/server-bundle.setup.ts).
 */
export function spawnServerProcess(env: Record<string, string>) {
  return spawnServer([START_SCRIPT], childEnv(env));
}

/** Starts the real server and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ChildServer> {
  const child = spawnServerProcess(env);
  const url = await child.ready;
  return { ...child, url };
}

/** Graceful stop (SIGTERM), waiting for the exit; SIGKILL if it hangs. */
export const stopServerProcess = stopServer;
