/**
 * Writes the ustar archives db/tar-extract.ts reads: folders and plain files only, which is all a PostgreSQL
 * data folder holds. Names longer than 100 bytes are split into ustar's prefix field; a name that cannot be
 * split (a part over 100 bytes, or over 255 in all) is refused rather than cut.
 */
export interface TarInput {
  /** Relative, with '/' between parts. */
  name: string;
  /** Undefined for a folder. */
  body?: Buffer;
}

function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let at = name.indexOf('/'); at > 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`The name ${name} is too long for a tar archive`);
}

function header(entry: TarInput, mtime: number): Buffer {
  const block = Buffer.alloc(512);
  const [prefix, name] = splitName(entry.name);
  const octal = (value: number, width: number, at: number) =>
    block.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'latin1');
  block.write(name, 0, 'utf8');
  octal(entry.body ? 0o600 : 0o700, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  octal(entry.body?.length ?? 0, 12, 124);
  octal(mtime, 12, 136);
  block[156] = (entry.body ? '0' : '5').charCodeAt(0);
  block.write('ustar\u000000', 257, 'latin1');
  block.write(prefix, 345, 'utf8');
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

/** The archive as a list of chunks (headers, bodies as given, padding, end marker): nothing is copied. */
export function tarChunks(entries: Iterable<TarInput>, mtime = Math.floor(Date.now() / 1000)): Buffer[] {
  const chunks: Buffer[] = [];
  for (const entry of entries) {
    chunks.push(header(entry, mtime));
    if (entry.body && entry.body.length > 0) {
      chunks.push(entry.body);
      const pad = (512 - (entry.body.length % 512)) % 512;
      if (pad > 0) chunks.push(Buffer.alloc(pad));
    }
  }
  chunks.push(Buffer.alloc(1024));
  return chunks;
}
