// Child processes for the benchmark: the real server (as `npm start` runs it, through tsx) and the bare Hono
// baseline. Each runs in its own process so the load generator in this process never shares its event loop,
// and so its memory can be read from /proc.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** What `npm start` runs (the server bundle, built before the measures by server-build.mjs). */
export const START_SCRIPT = join(ROOT, 'scripts/start.mjs');
export const STAFF = { email: 'staff@bench.test', password: 'bench-staff-pass-123' };

/**
 * Signs the bench's staff login in as the kiosk does and returns its session token: the server hands the token
 * only to a caller that asks for a bearer session (x-session-transport: bearer), never to a browser page.
 */
export async function staffToken(base) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-transport': 'bearer' },
    body: JSON.stringify(STAFF),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  const { token } = await res.json();
  if (!token) throw new Error('staff sign-in gave no bearer token');
  return token;
}

/** A free loopback port (the OS picks it, we release it and hand it to the child). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolvePort(port));
    });
  });
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `tm-bench-${prefix}-`));
}

/** Resident set size of a process in bytes, from /proc (Linux only; null elsewhere or once it exited). */
export function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU ticks of a /proc stat line (of a process or a thread): utime + stime, and with `reaped` also cutime +
 * cstime, what its children that already ended spent.
 */
export function statTicks(statLine, reaped = false) {
  // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
  // fields[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17.
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return reaped ? own + Number(fields[13]) + Number(fields[14]) : own;
}
/** USER_HZ, the unit of statTicks: 100 on every Linux this runs on (getconf CLK_TCK). */
export const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null when unreadable. */
export function cpuSecondsOf(pid) {
  try {
    return statTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every process started here and still running, so a measure that times out cannot leave one behind. */
const running = new Set();

export async function killAllChildren() {
  await Promise.all([...running].map((handle) => handle.stop()));
}

/**
 * Spawns a process and waits until `readyUrl` answers 200. Returns a handle whose stop() ends it (SIGTERM,
 * then SIGKILL). Throws with the child's last output when it exits or does not become ready in time.
 */
export async function spawnReady({ args, env, readyUrl, timeoutMs = 120_000, label }) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((r) =>
    child.once('exit', (code, signal) => {
      running.delete(handle);
      r((exited = { code, signal }));
    }),
  );

  const handle = {
    pid: child.pid,
    child,
    output: () => output,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exit, sleep(8000).then(() => null)]);
      if (!done) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
  running.add(handle);

  while (performance.now() - started < timeoutMs) {
    if (exited) {
      throw new Error(
        `${label} exited (${exited.code ?? exited.signal}) before answering: ${lastLines(output)}`,
      );
    }
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return { ...handle, readyMs: performance.now() - started };
    } catch {
      // Not listening yet.
    }
    await sleep(25);
  }
  await handle.stop();
  throw new Error(`${label} did not answer ${readyUrl} within ${timeoutMs / 1000} s: ${lastLines(output)}`);
}

/**
 * What a failed child said: the first line naming an error (a crash's cause stands above its stack, which
 * the last lines alone showed as "} / Node.js v20") and its last two lines.
 */
function lastLines(text) {
  const lines = text
    .trim()
    .split('\n')
    .filter((l) => l.trim() !== '');
  const cause = lines.find((l) => /error/i.test(l));
  const tail = lines.slice(-2);
  return [...(cause && !tail.includes(cause) ? [cause] : []), ...tail].join(' / ') || '(no output)';
}

/**
 * The real server, started the way `npm start` starts it (scripts/start.mjs running the server bundle), on
 * a fresh embedded database folder unless `databaseUrl` is given. The staff login is fixed so measures can
 * sign in. `args` replaces the node arguments. A given `dataDir` is used as it is and kept on stop() (to
 * time a restart on an existing folder).
 */
/** Order and email limits a load test from one address never reaches (0 would switch them off). */
export const LOAD_TEST_LIMITS = {
  ORDER_LIMIT_PER_IP_PER_HOUR: '10000000',
  ORDER_LIMIT_PER_EMAIL_PER_HOUR: '10000000',
  CUSTOMER_EMAILS_PER_HOUR: '10000000',
  BRANCH_EMAILS_PER_HOUR: '10000000',
};

/**
 * The servers' data folders, removed as the bench process exits rather than as each server stops. On a file
 * system that checks every free inode it considers for a recent delete (ext4 without a journal, as on this
 * project's 2-core VMs), removing one server's ~15,000 emails made each file created in the next minutes cost
 * ~5× the CPU (50 → 270 µs a file, measured): one measure's clean-up weighed on the next measure's mail and
 * on its orders/s.
 */
const dataFolders = new Set();

function removeDataFolders() {
  for (const dir of dataFolders) rmSync(dir, { recursive: true, force: true });
  dataFolders.clear();
}

/** Removes `dir` when the bench process exits (see dataFolders). */
function removeAtExit(dir) {
  if (dataFolders.size === 0) process.once('exit', removeDataFolders);
  dataFolders.add(dir);
}

export async function startServer({ databaseUrl, env = {}, timeoutMs, args, dataDir: givenDir } = {}) {
  if (!existsSync(START_SCRIPT)) throw new MissingError('scripts/start.mjs does not exist yet');
  const port = await freePort();
  const dataDir = givenDir ?? tempDir('data');
  const removeDataLater = () => {
    if (!givenDir) removeAtExit(dataDir);
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const handle = await spawnReady({
      label: 'server',
      args: args ?? [START_SCRIPT],
      readyUrl: `${base}/api/currency`,
      timeoutMs,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        MAIL_DIR: join(dataDir, 'mail'),
        LOG_LEVEL: 'warn',
        PUBLIC_DIR: join(ROOT, 'apps/pwa/dist'),
        STAFF_EMAIL: STAFF.email,
        STAFF_PASSWORD: STAFF.password,
        DATABASE_URL: databaseUrl ?? '',
        RATES_API_URL: '',
        SMTP_URL: '',
        // Load from one address: the order and email limits stay on (every order is counted) but so high that
        // the load never meets them. Measure 2b compares with them off.
        ...LOAD_TEST_LIMITS,
        ...env,
      },
    });
    return {
      ...handle,
      base,
      dataDir,
      async stop() {
        await handle.stop();
        removeDataLater();
      },
    };
  } catch (error) {
    removeDataLater();
    throw error;
  }
}

/** The physical baseline for reads: @hono/node-server answering a constant, nothing else. */
export async function startBareHono({ bodyFile, encoding } = {}) {
  const port = await freePort();
  const handle = await spawnReady({
    label: 'bare Hono',
    args: [join(ROOT, 'scripts/bench/bare-hono.mjs')],
    readyUrl: `http://127.0.0.1:${port}/constant`,
    env: { PORT: String(port), BARE_BODY_FILE: bodyFile ?? '', BARE_BODY_ENCODING: encoding ?? '' },
  });
  return { ...handle, base: `http://127.0.0.1:${port}` };
}

/** A prerequisite that is absent (not a failure of the code measured): reported as skipped. */
/**
 * Runs a bench child script (through tsx) to its end and resolves with the JSON of its last stdout line; a
 * child that prints none rejects, naming `label` and the last of what it said.
 */
export function runJsonChild(script, args, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err = (err + c).slice(-2000)));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch {
        const said = (err || out).trim().split('\n').slice(-2).join(' / ');
        reject(new Error(`${label} exited ${code}: ${said}`));
      }
    });
  });
}

export class MissingError extends Error {
  name = 'MissingError';
}
