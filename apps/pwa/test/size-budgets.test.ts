import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/check-budgets.mjs runs in `npm test` right after the PWA build; these made-up builds prove it
// fails the run when a budget is exceeded (and only then).
const CHECK = resolve(__dirname, '../../../scripts/check-budgets.mjs');
const KB = 1024;
let dist: string | undefined;

/** A build whose home page loads `entryBytes` of incompressible JS and precaches `extraBytes` more. */
function fakeBuild(entryBytes: number, extraBytes: number): string {
  dist = mkdtempSync(join(tmpdir(), 'tm-budget-'));
  mkdirSync(join(dist, 'assets'));
  const entry = `/*${randomBytes(entryBytes).toString('base64').slice(0, entryBytes)}*/`;
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), entry);
  writeFileSync(join(dist, 'assets', 'big-abc123.bin'), randomBytes(extraBytes));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'sw.js'),
    'self.__WB_MANIFEST=[{url:"index.html",revision:"1"},{url:"assets/index-abc123.js",revision:null},{url:"assets/big-abc123.bin",revision:null}];',
  );
  return dist;
}

/** Adds a prerendered page at `page` (dist-relative) loading `count` small script files before it starts. */
function addPage(build: string, page: string, count: number) {
  const scripts = Array.from({ length: count }, (_, i) => `part-${i}.js`);
  for (const file of scripts) writeFileSync(join(build, 'assets', file), 'export {};');
  const [first, ...rest] = scripts;
  const tags = [
    `<script type="module" crossorigin src="/assets/${first}"></script>`,
    ...rest.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`),
  ];
  mkdirSync(join(build, page, '..'), { recursive: true });
  writeFileSync(join(build, page), `<!doctype html><html><head>${tags.join('')}</head><body></body></html>`);
}

function check(build: string) {
  return spawnSync(process.execPath, [CHECK], { env: { ...process.env, PWA_DIST: build }, encoding: 'utf8' });
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

describe('size budgets (scripts/check-budgets.mjs)', () => {
  it('passes a build within both budgets', () => {
    const result = check(fakeBuild(100 * KB, 500 * KB));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Size budgets met');
  });

  it('fails the run when the home route needs more than 105 KB of gzip JS', () => {
    const result = check(fakeBuild(300 * KB, 0));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /Initial JS of the home route is \d+\.\d KB gzip, over the 105\.0 KB budget/,
    );
  });

  it("fails a home route of about 108 KB gzip, within issue 32's goal of 120 but over the 105 KB budget", () => {
    // Base64 text gzips to about three quarters of its size: 144 KB of it is ~108 KB of gzip.
    const result = check(fakeBuild(144 * KB, 0));
    const gzipKb = Number(/is (\d+\.\d) KB gzip/.exec(result.stderr)?.[1]);
    expect(gzipKb).toBeGreaterThan(105);
    expect(gzipKb).toBeLessThan(120);
    expect(result.status).toBe(1);
  });

  it('fails the run when a prerendered page loads more than 8 script files before it starts, naming it', () => {
    const build = fakeBuild(10 * KB, 0);
    addPage(build, 'exchangeRates/index.html', 8);
    expect(check(build).status).toBe(0);
    addPage(build, 'purchase/_/Order/index.html', 9);
    const result = check(build);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'purchase/_/Order/index.html loads 9 script files before it starts, over the budget of 8',
    );
    expect(result.stderr).not.toContain('exchangeRates');
  });

  it('fails the run when the precache is over 2 MB', () => {
    const result = check(fakeBuild(10 * KB, 2.5 * 1024 * KB));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Precache is \d+\.\d KB, over the 2048\.0 KB budget/);
  });

  it('fails the run when there is no build to measure', () => {
    const result = check(join(tmpdir(), 'tm-budget-missing'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('index.html not found');
  });
});
