import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appServingFolderForFile, tempDirsPerTest } from '../support/temp-dirs';

// The PWA build's layout (apps/pwa/prerender.ts): prerendered pages at <path>/index.html, `_` folders for
// any one segment, the empty shell in shell.html for every other app URL.
const FILES: Record<string, string> = {
  'index.html': '<title>home page</title>',
  'shell.html': '<title>empty shell</title>',
  'exchangeRates/index.html': '<title>rates page</title>',
  'purchase/_/Order/index.html': '<title>order page</title>',
  'purchase/_/Sell/index.html': '<title>sell page</title>',
  'purchase/GBP/Order/index.html': '<title>pound order page</title>',
  'assets/index-AbCd1234.js': 'console.log(1)',
};

function writeBuild(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

const ctx = appServingFolderForFile('tm-prerendered-', (dir) => writeBuild(dir, FILES));
const otherBuildDir = tempDirsPerTest('tm-prerendered-other-');

async function titleOf(path: string, app = ctx.app): Promise<string> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toContain('text/html');
  expect(res.headers.get('cache-control'), path).toBe('no-cache');
  return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '';
}

describe('prerendered pages', () => {
  it('serves each URL the page the build prerendered for it', async () => {
    expect(await titleOf('/')).toBe('home page');
    expect(await titleOf('/exchangeRates')).toBe('rates page');
    expect(await titleOf('/exchangeRates/')).toBe('rates page');
  });

  it('lets a `_` folder stand for any one segment, an exact folder winning', async () => {
    expect(await titleOf('/purchase/EUR/Order')).toBe('order page');
    expect(await titleOf('/purchase/JPY/Sell')).toBe('sell page');
    expect(await titleOf('/purchase/GBP/Order')).toBe('pound order page');
  });

  it('sends the empty shell to every other app URL, so the router decides there', async () => {
    expect(await titleOf('/faq')).toBe('empty shell');
    expect(await titleOf('/purchase/EUR')).toBe('empty shell');
    expect(await titleOf('/purchase/EUR/Order/extra')).toBe('empty shell');
    expect(await titleOf('/exchangerates')).toBe('empty shell');
  });

  it('still answers 404 for a missing asset and leaves /api alone', async () => {
    expect((await ctx.app.request('/assets/missing-AbCd1234.js')).status).toBe(404);
    expect((await ctx.app.request('/purchase/_/Order/missing.js')).status).toBe(404);
    expect((await ctx.app.request('/api/nope')).status).toBe(404);
  });

  it('falls back to index.html for a build without a shell', async () => {
    const dir = otherBuildDir();
    const { ['shell.html']: _shell, ...withoutShell } = FILES;
    writeBuild(dir, withoutShell);
    expect(await titleOf('/faq', ctx.appServing(dir))).toBe('home page');
  });
});
