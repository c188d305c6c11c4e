import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page's first Intl object loads the browser's locale data: a ~20 ms task, ~80 ms on a phone, which
// Lighthouse counts as blocking when it falls in Home's start-up. The PWA's first load and its offline store
// evaluate many of core's modules, so none may build a formatter (or call toLocaleString, which builds one) as
// it loads; each builds its own on first use. Loading every module of core here, afresh, proves it.

const built: string[] = [];
const restore: (() => void)[] = [];

function watch<T extends object>(owner: T, key: keyof T & string, label: string) {
  const real = owner[key] as unknown as (...args: unknown[]) => unknown;
  const watched = new Proxy(real, {
    construct(target, args, newTarget) {
      built.push(label);
      return Reflect.construct(target, args, newTarget) as object;
    },
    apply(target, self, args) {
      built.push(label);
      return Reflect.apply(target, self, args);
    },
  });
  Object.defineProperty(owner, key, { value: watched, configurable: true, writable: true });
  restore.push(() => Object.defineProperty(owner, key, { value: real, configurable: true, writable: true }));
}

afterEach(() => {
  for (const undo of restore.splice(0)) undo();
  built.length = 0;
});

describe('core builds no Intl object as its modules load', () => {
  it('loads every module of @tm/core without constructing a formatter or asking toLocaleString', async () => {
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'DisplayNames',
      'ListFormat',
      'PluralRules',
    ] as const)
      watch(Intl, name, `Intl.${name}`);
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
      watch(Date.prototype, name, `Date#${name}`);

    vi.resetModules();
    const src = fileURLToPath(new URL('../../../packages/core/src/', import.meta.url));
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) await import(`${src}${file}`);

    expect(built).toEqual([]);
  });

  it("builds none for what Home's first render says: the footer's year, a branch's hours without closed days", async () => {
    watch(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
    vi.resetModules();
    const { openingText, DAGENHAM_BRANCH: DAGENHAM } = await import('@tm/core/branches');
    const { copyrightYear } = await import('@tm/core/copyright-year');
    expect(openingText({ ...DAGENHAM, closedDays: [] }, Date.now())).toBe(
      'Monday to Saturday, 9:00 to 17:30',
    );
    expect(copyrightYear()).toBe(new Date().getUTCFullYear());
    expect(built).toEqual([]);
    // A closed day ahead is compared with London's today, which Intl tells.
    expect(openingText({ ...DAGENHAM, closedDays: ['2999-12-25'] }, Date.now())).toMatch(/Closed on/);
    expect(built).toEqual(['Intl.DateTimeFormat']);
  });

  it('would see one: a formatter built as a module loads is counted', async () => {
    watch(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
    vi.resetModules();
    // dates.ts builds its formatter on first use: using it is what a module building one at load would do.
    const { formatBranchTime } = await import('@tm/core/dates');
    expect(built).toEqual([]);
    formatBranchTime('2026-11-26T19:24:00Z');
    expect(built).toEqual(['Intl.DateTimeFormat']);
  });
});
