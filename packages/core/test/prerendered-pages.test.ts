import { describe, expect, it } from 'vitest';
import { findPage, matchesPage, pageFile, pagePathOfFile, pagePathsOf } from '../src/prerendered-pages';

describe('prerendered page paths', () => {
  it('maps a page path to its file and back', () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/exchangeRates', 'exchangeRates/index.html'],
      ['/purchase/_/Order', 'purchase/_/Order/index.html'],
    ] as const) {
      expect(pageFile(path)).toBe(file);
      expect(pagePathOfFile(file)).toBe(path);
      expect(pagePathOfFile(`/${file}`)).toBe(path);
    }
    expect(pagePathOfFile('shell.html')).toBeNull();
    expect(pagePathOfFile('assets/index-AbCd1234.js')).toBeNull();
  });

  it('finds the pages among a build listing, with either path separator', () => {
    const files = [
      'index.html',
      'shell.html',
      'sw.js',
      'assets/index-AbCd1234.js',
      'exchangeRates/index.html',
      'purchase\\_\\Order\\index.html',
    ];
    expect(pagePathsOf(files)).toEqual(['/', '/exchangeRates', '/purchase/_/Order']);
  });

  it('matches URLs segment by segment, `_` standing for any one', () => {
    expect(matchesPage('/', '/')).toBe(true);
    expect(matchesPage('/exchangeRates', '/exchangeRates/')).toBe(true);
    expect(matchesPage('/exchangeRates', '/exchangerates')).toBe(false);
    expect(matchesPage('/purchase/_/Order', '/purchase/EUR/Order')).toBe(true);
    expect(matchesPage('/purchase/_/Order', '/purchase/EUR/Sell')).toBe(false);
    expect(matchesPage('/purchase/_/Order', '/purchase/EUR/Order/x')).toBe(false);
    expect(matchesPage('/', '/index.html')).toBe(false);
  });

  it('prefers an exact page to one with `_` segments', () => {
    const pages = ['/', '/purchase/_/Order', '/purchase/GBP/Order'];
    expect(findPage(pages, '/purchase/GBP/Order')).toBe('/purchase/GBP/Order');
    expect(findPage(pages, '/purchase/EUR/Order')).toBe('/purchase/_/Order');
    expect(findPage(pages, '/faq')).toBeNull();
  });
});
