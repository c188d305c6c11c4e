import { spawn, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptsConnections } from './server-process';

/** The shipped site configuration; `npm run cluster` and the cluster test render it with their ports. */
export const NGINX_SITE_TEMPLATE = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

/** The nginx binary: NGINX_PATH, Debian's /usr/sbin/nginx, or one on PATH; null when there is none. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there; try the next.
    }
  }
  return null;
}

export interface SiteOptions {
  /** What nginx listens on, e.g. `127.0.0.1:8080`. */
  listen: string;
  /** The instances, `host:port` each. */
  upstreams: string[];
  /** The instances' BODY_LIMIT_BYTES. */
  bodyLimitBytes: number;
}

/** Replaces the one match of `pattern` in `text`, or throws: a template edit must not silently go unapplied. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected exactly one ${what}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf with these instances, this listening address and this body limit. */
export function renderSite(template: string, options: SiteOptions): string {
  if (options.upstreams.length === 0) throw new Error('nginx needs at least one instance');
  const servers = options.upstreams.map((u) => `    server ${u} max_fails=2 fail_timeout=5s;`).join('\n');
  let site = replaceOnce(
    template,
    /(?:^ {4}server \S+ max_fails=\d+ fail_timeout=\w+;\n)+/m,
    `${servers}\n`,
    'run of upstream server lines',
  );
  site = replaceOnce(site, /^ {4}listen \S+;$/m, `    listen ${options.listen};`, 'listen line');
  const limit = String(options.bodyLimitBytes);
  site = replaceOnce(site, /client_max_body_size \d+;/, `client_max_body_size ${limit};`, 'body size limit');
  site = replaceOnce(
    site,
    /client_body_buffer_size \d+;/,
    `client_body_buffer_size ${limit};`,
    'body buffer',
  );
  return replaceOnce(site, /larger than \d+ bytes/, `larger than ${limit} bytes`, '413 message');
}

/**
 * The main configuration around the site for an nginx of our own: in the foreground, every path in its
 * own folder, so it needs no root and touches nothing of a system nginx. Started as root (a container, CI),
 * its workers drop to nobody.
 */
export function renderMain(prefix: string, siteFile: string, asRoot: boolean): string {
  return [
    '# Written by server/src/cluster/nginx.ts for one run; the site is deploy/nginx.conf rendered.',
    'daemon off;',
    'worker_processes auto;',
    ...(asRoot ? ['user nobody nogroup;'] : []),
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    // Sized for the live streams (two connections each), as deploy/nginx.conf explains.
    'worker_rlimit_nofile 16384;',
    'events { worker_connections 8192; }',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
    ),
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  url: string;
  port: number;
  prefix: string;
  proc: ChildProcess;
  /** nginx's error log so far (startup problems, upstreams it gave up on). */
  errorLog(): string;
  /** Graceful stop (SIGQUIT: finish the requests in flight), then removes its folder. */
  stop(): Promise<void>;
}

/** Starts nginx on 127.0.0.1:`port` in front of `upstreams`, and waits until it accepts connections. */
export async function startNginx(options: {
  binary: string;
  port: number;
  upstreams: string[];
  bodyLimitBytes: number;
}): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'tm-nginx-'));
  // nginx's workers (nobody, when started as root) must reach their temporary folders inside it.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'temp'), { mode: 0o755 });
  const siteFile = join(prefix, 'travel-money.conf');
  const mainFile = join(prefix, 'nginx.conf');
  writeFileSync(
    siteFile,
    renderSite(readFileSync(NGINX_SITE_TEMPLATE, 'utf8'), {
      listen: `127.0.0.1:${options.port}`,
      upstreams: options.upstreams,
      bodyLimitBytes: options.bodyLimitBytes,
    }),
  );
  const asRoot = process.getuid?.() === 0;
  writeFileSync(mainFile, renderMain(prefix, siteFile, asRoot));
  const errorLog = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const proc = spawn(options.binary, ['-p', prefix, '-c', mainFile, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.setEncoding('utf8');
  proc.stderr!.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(options.port))) {
    if (gone || Date.now() > deadline) {
      proc.kill('SIGKILL');
      const log = `${stderr}${errorLog()}`.trim();
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log || '(no output)'}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    prefix,
    proc,
    errorLog,
    async stop() {
      if (!gone) {
        proc.kill('SIGQUIT');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
