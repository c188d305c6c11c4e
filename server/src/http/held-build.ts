import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { extname, join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/**
 * The built PWA, read into memory once when the server starts: an asset is then answered from memory, where
 * reading it from disk cost ~1.5 ms of server CPU a request (eight `stat`s, then a file stream turned into a
 * web stream and back into socket writes; measured on the 2-core machine, the Home page's 32 files), and a
 * page load asks for thirty of them. The whole build is ~3 MB with its compressed copies. A server serves the
 * build it started with, whole: a build replaced in place is served after a restart (as its prerendered pages
 * always were), never half old and half new. Files larger than `MAX_HELD_BYTES`, and those past
 * `MAX_HELD_TOTAL_BYTES` in all, stay on disk.
 */
export const MAX_HELD_BYTES = 2 * 1024 * 1024;
/** All held files together: a PUBLIC_DIR pointed at a large folder streams the rest from disk, as before. */
export const MAX_HELD_TOTAL_BYTES = 64 * 1024 * 1024;

/** Content codings the build writes copies for (apps/pwa/precompress.ts), in the order they are preferred. */
export const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'zstd', suffix: '.zst' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Coding = (typeof CODINGS)[number]['name'];

/** Types the build writes compressed copies of; only these are ever sent compressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

export interface HeldFile {
  type: string;
  plain: Uint8Array<ArrayBuffer>;
  /** Compressed copies no older than the file (a copy left from an earlier build is never sent). */
  copies: Partial<Record<Coding, Uint8Array<ArrayBuffer>>>;
  compressible: boolean;
  /**
   * The entity tag, from the file's size and time, sent weak (`W/`): each coding is another body of the same
   * file, and a build copied whole to every instance keeps the same tags there.
   */
  etag: string;
}

export interface HeldBuild {
  /** Every regular file of the build, by its path relative to the root with `/` separators. */
  files: ReadonlySet<string>;
  /** The file held in memory, or undefined for one left on disk (too large, or past the total) or not in the build. */
  held(file: string): HeldFile | undefined;
}

const statOf = (path: string): Stats | undefined => {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
};

/** Reads the build under `root`; an absent folder is an empty build (the server then serves the API only). */
export function readBuild(root: string, maxTotalBytes = MAX_HELD_TOTAL_BYTES): HeldBuild {
  let names: string[];
  try {
    // Sorted, so every instance of one build holds the same files when the total is reached.
    names = readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
  } catch {
    names = [];
  }
  const stats = new Map<string, Stats>();
  for (const name of names) {
    const file = name.replaceAll('\\', '/');
    const stat = statOf(join(root, file));
    if (stat?.isFile()) stats.set(file, stat);
  }
  // Each file read once: a compressed copy is both a file of the build and its plain file's copy.
  const read = new Map<string, Uint8Array<ArrayBuffer>>();
  let total = 0;
  const bytesOf = (file: string) => {
    let bytes = read.get(file);
    if (!bytes) {
      read.set(file, (bytes = readFileSync(join(root, file))));
      total += bytes.byteLength;
    }
    return bytes;
  };
  const held = new Map<string, HeldFile>();
  for (const [file, stat] of stats) {
    const compressible = COMPRESSIBLE.has(extname(file));
    const copyNames = compressible
      ? CODINGS.filter(({ suffix }) => {
          const copy = stats.get(file + suffix);
          return copy && copy.mtimeMs >= stat.mtimeMs && copy.size <= MAX_HELD_BYTES;
        })
      : [];
    const unread = [file, ...copyNames.map(({ suffix }) => file + suffix)].filter((f) => !read.has(f));
    const adding = unread.reduce((sum, f) => sum + stats.get(f)!.size, 0);
    if (stat.size > MAX_HELD_BYTES || total + adding > maxTotalBytes) continue;
    const copies: HeldFile['copies'] = {};
    for (const { name, suffix } of copyNames) copies[name] = bytesOf(file + suffix);
    held.set(file, {
      type: getMimeType(file) ?? 'application/octet-stream',
      plain: bytesOf(file),
      copies,
      compressible,
      etag: `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`,
    });
  }
  return { files: new Set(stats.keys()), held: (file) => held.get(file) };
}

/**
 * The coding to send of those the file has, by the request's Accept-Encoding: the first of CODINGS the client
 * accepts (a `q=0` refuses it), else none.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name && (!q || Number(q[1]) > 0)) accepted.add(name.trim());
  }
  return CODINGS.map((c) => c.name).find((name) => available.includes(name) && accepted.has(name)) ?? null;
}
