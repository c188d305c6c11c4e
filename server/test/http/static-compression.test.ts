import { describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chooseCoding, MAX_HELD_BYTES, readBuild } from '../../src/http/held-build';
import { appServingFolderForFile, tempDirsPerTest } from '../support/temp-dirs';

const script = `console.log(${JSON.stringify('travel money '.repeat(200))});`;
const ctx = appServingFolderForFile('tm-public-', (dir) => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>TM</title>');
  const js = join(dir, 'assets', 'index-AbCd1234.js');
  writeFileSync(js, script);
  writeFileSync(`${js}.br`, brotliCompressSync(script));
  writeFileSync(`${js}.gz`, gzipSync(script));
  // A copy older than its file (a file rebuilt without its copies) must not be served.
  const css = join(dir, 'assets', 'index-Stale123.css');
  writeFileSync(`${css}.gz`, gzipSync('body{color:red}'));
  writeFileSync(css, 'body{color:blue}');
  utimesSync(`${css}.gz`, new Date(2020, 0, 1), new Date(2020, 0, 1));
  writeFileSync(join(dir, 'icon.png'), Buffer.from([137, 80, 78, 71]));
  writeFileSync(join(dir, 'big.bin'), Buffer.alloc(MAX_HELD_BYTES + 1, 7));
});

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  ctx.app.request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed static files', () => {
  it('sends the brotli copy to a client that accepts it, with the caching rules of the file', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, and to the plain file when no coding is accepted', async () => {
    const gz = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const refused = await get('/assets/index-AbCd1234.js', 'br;q=0, gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(script);

    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(script));
    expect(await plain.text()).toBe(script);
  });

  it('answers HEAD with the headers of the copy it would send', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'br', 'HEAD');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
  });

  it('never serves a copy older than its file', async () => {
    const res = await get('/assets/index-Stale123.css', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('body{color:blue}');
  });

  it('leaves files that are not text alone', async () => {
    const res = await get('/icon.png', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary') ?? '').not.toMatch(/accept-encoding/i);
  });
});

describe('the build the server started with', () => {
  it('answers a tag the client holds with 304 and no body, per coding', async () => {
    const first = await get('/assets/index-AbCd1234.js', 'br');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"/);
    const again = await ctx.app.request('/assets/index-AbCd1234.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = await ctx.app.request('/', { headers: { 'if-none-match': 'W/"other"' } });
    expect(page.status).toBe(200);
  });

  it('is served whole: a file changed or added after the start waits for a restart', async () => {
    writeFileSync(join(ctx.dir, 'assets', 'index-AbCd1234.js'), 'console.log("new build")');
    writeFileSync(join(ctx.dir, 'assets', 'added-Zz999999.js'), 'console.log("added")');
    try {
      expect(await (await get('/assets/index-AbCd1234.js')).text()).toBe(script);
      expect((await get('/assets/added-Zz999999.js')).status).toBe(404);
    } finally {
      writeFileSync(join(ctx.dir, 'assets', 'index-AbCd1234.js'), script);
      rmSync(join(ctx.dir, 'assets', 'added-Zz999999.js'));
    }
  });

  it('streams a file too large to hold from disk, ranges included', async () => {
    const whole = await get('/big.bin');
    expect(Number(whole.headers.get('content-length'))).toBe(MAX_HELD_BYTES + 1);
    const part = await ctx.app.request('/big.bin', { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.alloc(10, 7));
  });
});

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['GZIP;q=0.5', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip;q=0, identity', ['br', 'gzip'], null],
    ['*', ['br', 'gzip'], null],
    ['br', [], null],
    [undefined, ['br'], null],
  ] as const)('%s with copies %j sends %s', (header, copies, coding) => {
    expect(chooseCoding(header, copies)).toBe(coding);
  });
});

describe('readBuild', () => {
  const heldDir = tempDirsPerTest('tm-held-');

  it('holds files until its total is reached, each read once, and lists the rest to stream from disk', () => {
    const dir = heldDir();
    writeFileSync(join(dir, 'a.js'), 'a'.repeat(100));
    writeFileSync(join(dir, 'a.js.br'), 'b'.repeat(20));
    writeFileSync(join(dir, 'z.js'), 'z'.repeat(100));
    const build = readBuild(dir, 150);
    expect([...build.files].sort()).toEqual(['a.js', 'a.js.br', 'z.js']);
    const a = build.held('a.js')!;
    expect(a.copies.br).toBe(build.held('a.js.br')!.plain);
    expect(build.held('z.js')).toBeUndefined();
  });
});
