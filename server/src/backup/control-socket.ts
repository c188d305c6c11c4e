import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Logger } from '../logger';
import { describeBackupError, type BackupResult } from './backup-files';

/**
 * How `npm run backup` asks the running server for a PGlite backup. The server alone may open its data folder
 * (db/folder-lock.ts), so it makes the snapshot; the command reaches it through a local socket, never the
 * network: a Unix socket in DATA_DIR readable by its owner only (who can read the database files anyway), or
 * on Windows a named pipe named after the folder. Plain HTTP runs over it, so errors come back as messages.
 */

/** Unix socket paths are limited to ~104 bytes; a deeper DATA_DIR gets one in the temp folder, named after it. */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string {
  const folder = resolve(dataDir);
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\travel-money-${id}`;
  const inFolder = join(folder, 'tm-control.sock');
  return inFolder.length <= MAX_SOCKET_PATH ? inFolder : join(tmpdir(), `travel-money-${id}.sock`);
}

/**
 * Serves POST /backup on the control socket. The caller holds the data folder's lock, so a socket file left
 * by a process that died is ours to replace.
 */
export async function startControlSocket(
  dataDir: string,
  backup: () => Promise<BackupResult>,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
      return;
    }
    backup().then(
      (result) => {
        logger.info('backup made on request', { file: result.file, bytes: result.bytes, ms: result.ms });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      },
      (error: unknown) => {
        const message = describeBackupError(error);
        logger.error('backup failed', { error: message });
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: message }));
      },
    );
  });
  if (process.platform !== 'win32') rmSync(path, { force: true });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Asks the server holding `dataDir` for a backup. Resolves null when no server listens there (then the
 * caller may open the folder itself); rejects with the server's message when the backup failed.
 */
export function requestBackup(dataDir: string): Promise<BackupResult | null> {
  return new Promise((done, fail) => {
    const req = request(
      { socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup' },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(body) as BackupResult | { error: string };
            if ('error' in parsed) fail(new Error(parsed.error));
            else done(parsed);
          } catch {
            fail(
              new Error(
                `The server answered the backup request with ${res.statusCode}: ${body.slice(0, 200)}`,
              ),
            );
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(null);
      else fail(error);
    });
    req.end();
  });
}
