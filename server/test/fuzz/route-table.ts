import { createApp } from '../../src/app';
import type { Database } from '../../src/db/types';
import { testDeps } from '../support/test-app';

export interface ApiRoute {
  method: string;
  path: string;
  params: string[];
}

/** Long-lived streams cannot be fuzzed request by request; their own suites cover them (server/test/live,
 * server/test/admin/staff-live.test.ts). */
export const NOT_FUZZED = new Set(['GET /api/events', 'GET /api/staffEvents']);

/**
 * Every API route of the built app, read from `app.routes` (so a route added later is fuzzed without editing
 * this suite). Building the app touches no database, so a placeholder is enough here.
 */
export function apiRoutes(): ApiRoute[] {
  const placeholder = { db: {}, driver: 'pglite', close: async () => {} } as unknown as Database;
  const app = createApp(testDeps(placeholder));
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (NOT_FUZZED.has(key) || seen.has(key)) continue;
    seen.set(key, {
      method: r.method,
      path: r.path,
      params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    });
  }
  return [...seen.values()];
}

/** Percent-encodes any string (lone surrogates become U+FFFD, as a browser would send them). */
export function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
