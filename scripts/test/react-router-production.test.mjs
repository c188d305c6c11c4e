import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as development from 'react-router';
import { reactRouterProduction } from '../react-router-production.mjs';

// The builds swap react-router's development build for its production one (react-router-production.mjs).
// An upgrade that moved or renamed that file, or shipped it with other exports, would break the built
// app while every test (which runs the development build) still passed.
describe('react-router production build alias', () => {
  it('matches only the bare package name', () => {
    expect(reactRouterProduction.find.test('react-router')).toBe(true);
    expect(reactRouterProduction.find.test('react-router/dom')).toBe(false);
    expect(reactRouterProduction.find.test('react-router-dom')).toBe(false);
  });

  it('points at a build with the same exports as the one tests run', async () => {
    const production = await import(reactRouterProduction.replacement);
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  });

  it('points at the build without the development warnings', () => {
    const source = (path) => readFileSync(path, 'utf8');
    /** The entry with every chunk it imports: the warnings' switch is in one of them. */
    const bundleOf = (entry) =>
      [...source(entry).matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)]
        .map(([, chunk]) => source(new URL(chunk, `file://${entry}`)))
        .join('\n');
    expect(bundleOf(reactRouterProduction.replacement)).not.toContain('ENABLE_DEV_WARNINGS = true');
    const devEntry = reactRouterProduction.replacement.replace('/production/', '/development/');
    expect(bundleOf(devEntry)).toContain('ENABLE_DEV_WARNINGS = true');
  });
});
