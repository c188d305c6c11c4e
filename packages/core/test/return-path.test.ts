import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../src/return-path';

describe('safeReturnPath (where signing in returns to)', () => {
  it('keeps a path of this site, query and hash included', () => {
    expect(safeReturnPath('/dashboard/allOrders?q=ada#top')).toBe('/dashboard/allOrders?q=ada#top');
  });

  it.each([
    ['another host, scheme-relative', '//evil.example/phish'],
    ['another host, as browsers read a backslash', '/\\evil.example/phish'],
    ['a tab before the host', '/\t/evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a relative path', 'dashboard'],
    ['nothing', ''],
    ['no value', null],
  ])('sends %s home', (_what, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
