import { describe, expect, it } from 'vitest';
import { openHashRoute, pathOfHash } from '../src/renderer/hash-route';

describe('hash routes', () => {
  it('reads the path the hash router shows, without its query', () => {
    expect(pathOfHash('#/screen?interval=30')).toBe('/screen');
    expect(pathOfHash('#/dashboard/today')).toBe('/dashboard/today');
    expect(pathOfHash('')).toBe('/');
    expect(pathOfHash('#')).toBe('/');
  });

  it('opens a path with its query as the hash', () => {
    const location = { hash: '#/screen' };
    openHashRoute(location, '/box?from=/dashboard');
    expect(location.hash).toBe('#/box?from=/dashboard');
    expect(pathOfHash(location.hash)).toBe('/box');
  });
});
