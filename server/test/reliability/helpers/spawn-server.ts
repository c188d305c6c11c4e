import { fileURLToPath } from 'node:url';
import {
  REPO_ROOT,
  START_SCRIPT,
  spawnServer,
  stopServer,
  type ServerProcess,
} from '../../../src/cluster/server-process';

export { REPO_ROOT };
export const MAIN_TS = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));

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
 * Starts a real server as its own process, without waiting for it: `server/src/main.ts` through tsx, or,
 * with `bundle`, what `npm start` runs (scripts/start.mjs and the server bundle it was built into).
 */
export function spawnServerProcess(env: Record<string, string>, options: { bundle?: boolean } = {}) {
  const args = options.bundle ? [START_SCRIPT] : ['--import', 'tsx', MAIN_TS];
  return spawnServer(args, childEnv(env));
}

/** Starts the real server and waits until it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { bundle?: boolean } = {},
): Promise<ChildServer> {
  const child = spawnServerProcess(env, options);
  const url = await child.ready;
  return { ...child, url };
}

/** Graceful stop (SIGTERM), waiting for the exit; SIGKILL if it hangs. */
export const stopServerProcess = stopServer;
