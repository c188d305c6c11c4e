import { describe, expect, it } from 'vitest';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { appServingFolderForFile } from '../support/temp-dirs';

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
