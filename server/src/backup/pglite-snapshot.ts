import { createHash } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { tarEntries } from '../db/tar-extract';
import { tarChunks, type TarInput } from '../db/tar-write';

/**
 * A consistent copy of a running PGlite's data folder, taken inside the process that holds it (the folder lock
 * lets no other process open it). PGlite runs one statement at a time and every query and transaction waits
 * for its transaction mutex; holding that mutex (and the query one) means no transaction is open and nothing
 * writes, and what committed is in the folder's WAL (PGlite writes straight through to the files). So the
 * files read then are what a kill -9 at that instant leaves, which PostgreSQL's crash recovery opens whole;
 * a CHECKPOINT just before keeps the WAL it replays short.
 *
 * The files are read into memory under the mutexes (30-500 ms for a 40 MB folder on the 2-core test machine,
 * against ~2 s for PGlite's own dumpDataDir, which reads through the WebAssembly file system), and archived
 * and compressed after they are released: orders wait only for the read.
 */
export async function snapshotPgliteFolder(client: PGlite, folder: string): Promise<TarInput[]> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client._runExclusiveQuery(async () => readFolder(folder)));
}

/** An in-memory PGlite (tests) has no folder: its own dump, under the same mutex, is the snapshot. */
export async function snapshotPgliteMemory(client: PGlite): Promise<TarInput[]> {
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  const archive = Buffer.from(await dump.arrayBuffer());
  return [...tarEntries(archive, 'the PGlite dump')].map((e) =>
    e.type === 'dir' ? { name: e.name } : { name: e.name, body: e.body },
  );
}

function readFolder(folder: string): TarInput[] {
  const entries: TarInput[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(folder, path).split(sep).join('/');
    if (entry.isDirectory()) entries.push({ name });
    else if (entry.isFile()) entries.push({ name, body: readFileSync(path) });
  }
  // Folders before what they hold, as tar readers expect.
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Compression runs on libuv's threads, but every piece it is given or gives back takes a turn of the event
 * loop, where a server under load queues it behind the orders: in 16 KB pieces (zlib's default) and one
 * piece per tar header and file, a 40 MB folder took 15 s to archive and 20 s to read back while two
 * clients POSTed orders. In 1 MiB pieces: about 40 turns each way.
 */
const ZLIB_CHUNK = 1024 * 1024;

/** The tar's many small chunks (a 512-byte header per file) joined into pieces of about `size` bytes. */
function* inPieces(chunks: Buffer[], size: number): Generator<Buffer> {
  let piece: Buffer[] = [];
  let length = 0;
  for (const chunk of chunks) {
    piece.push(chunk);
    length += chunk.length;
    if (length >= size) {
      yield Buffer.concat(piece);
      piece = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.concat(piece);
}

/** Archives and gzips the snapshot into `file`; returns the sha256 of the bytes written. */
export async function writePgliteArchive(entries: TarInput[], file: string, mtime: Date): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(
    Readable.from(inPieces(tarChunks(entries, Math.floor(mtime.getTime() / 1000)), ZLIB_CHUNK)),
    createGzip({ level: 6, chunkSize: ZLIB_CHUNK }),
    tap,
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  return hash.digest('hex');
}

/** Files a PostgreSQL data folder cannot start without: their absence means this is not a whole backup. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

/**
 * Reads a PGlite backup as a restore will: unzipped whole (a cut-short file fails here) and every tar entry
 * walked (a cut inside the archive fails too), with the files a data folder needs. Returns the archive.
 */
export async function readPgliteArchive(file: string): Promise<Buffer> {
  let archive: Buffer;
  try {
    archive = await promisify(gunzip)(await readFile(file), { chunkSize: ZLIB_CHUNK });
  } catch (error) {
    throw new Error(`${file} does not unzip (${(error as Error).message}): it is cut short or damaged`);
  }
  const names = new Set<string>();
  for (const entry of tarEntries(archive, file)) names.add(entry.name.split(sep).join('/'));
  const missing = REQUIRED.filter((n) => !names.has(n));
  if (missing.length > 0) throw new Error(`${file} is not a PGlite data folder (no ${missing.join(', ')})`);
  return archive;
}
