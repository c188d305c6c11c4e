import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/types';
import { buildOpenApiDocument } from '../../openapi/document';
import { healthAnswer } from '../../http/readiness';
import { usePageSecurityHeaders } from '../../http/security-headers';
import { renderDocsPage } from '../../openapi/docs-page';
import { registerRoute } from '../../openapi/registry';

export const API_VERSION = '1.0.0';

registerRoute({
  method: 'get',
  path: '/openapi.json',
  tag: 'meta',
  auth: 'public',
  summary: 'This API as an OpenAPI 3 document.',
});
registerRoute({
  method: 'get',
  path: '/docs',
  tag: 'meta',
  auth: 'public',
  summary: 'A readable reference page of this API.',
});
registerRoute({
  method: 'get',
  path: '/health',
  tag: 'meta',
  auth: 'public',
  summary:
    'Readiness, for load balancers: 200 when the database answers, 503 when it does not or the server is stopping.',
  responses: { 200: { description: 'OK', schema: z.object({ ok: z.literal(true) }) } },
});

export function metaRoutes() {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(buildOpenApiDocument({ version: API_VERSION })))
    .get('/docs', (c) => {
      usePageSecurityHeaders(c);
      return c.html(renderDocsPage(buildOpenApiDocument({ version: API_VERSION })));
    })
    .get('/health', healthAnswer);
}
