import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { securityHeadersFor } from '../../src/http/security-headers';
import { allowedOrigins, corsHeadersFor } from '../../src/live/cors';

/**
 * security-headers.ts and live/cors.ts set their headers before the handler runs, because hono/secure-headers
 * and hono/cors touch the response after it, which takes @hono/node-server off its fast path (README,
 * Performance). They must send what the libraries would: these tests run the libraries with the options
 * that describe our policy and compare the headers, name by name.
 */
const CSP = {
  page: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  api: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/** Our policy in hono/secure-headers' terms: its defaults for documents; OWASP's API set for JSON. */
function libraryOptions(kind: 'page' | 'api', https: boolean): Parameters<typeof secureHeaders>[0] {
  const common = {
    contentSecurityPolicy: CSP[kind],
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: https,
    removePoweredBy: false,
  };
  // Pages only: the features the app never uses (camera, microphone, geolocation, payment) are off.
  if (kind === 'page') {
    return { ...common, permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] } };
  }
  return {
    ...common,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

async function libraryHeaders(middleware: ReturnType<typeof secureHeaders>, init?: RequestInit) {
  const app = new Hono().use('*', middleware).all('*', (c) => c.body(null, 204));
  const res = await app.request('/x', init);
  return [...res.headers.entries()].filter(([name]) => name !== 'content-type').sort();
}

const sorted = (list: ReadonlyArray<readonly [string, string]>) => [...list].map(([n, v]) => [n, v]).sort();

describe('security headers as hono/secure-headers would send them', () => {
  for (const kind of ['page', 'api'] as const) {
    for (const https of [false, true]) {
      it(`${kind} answers over ${https ? 'HTTPS' : 'HTTP'}`, async () => {
        // Cache-Control is not a secure-headers option: API answers add `no-store` beside that set (issue 14.6).
        const ours = securityHeadersFor(kind, https).filter(([name]) => name !== 'cache-control');
        expect(sorted(ours)).toEqual(await libraryHeaders(secureHeaders(libraryOptions(kind, https))));
      });
    }
  }
});

describe('CORS headers as hono/cors would send them', () => {
  const origins = allowedOrigins(undefined);
  const library = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    credentials: true,
    exposeHeaders: ['ETag', 'Retry-After'],
  });
  for (const origin of ['app://kiosk', 'https://evil.example', undefined]) {
    it(`for ${origin ?? 'no Origin'}`, async () => {
      const app = new Hono().use('*', library).get('*', (c) => c.body(null, 204));
      const res = await app.request('/x', { headers: origin ? { origin } : {} });
      const allowed = res.headers.has('access-control-allow-origin');
      // Without an allowed origin the library still says credentials and exposed headers, which mean
      // nothing to a browser then; ours leaves them off every answer to the app's own pages.
      const expected = [...res.headers.entries()]
        .filter(([name]) => name !== 'content-type')
        .filter(([name]) => allowed || !/^access-control-(allow-credentials|expose-headers)$/.test(name))
        .sort();
      expect(allowed).toBe(origin === 'app://kiosk');
      expect(sorted(corsHeadersFor(origin, origins))).toEqual(expected);
    });
  }
});
