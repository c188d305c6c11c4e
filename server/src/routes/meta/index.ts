import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../http/types';
import { buildOpenApiDocument } from '../../openapi/document';
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
  summary: 'Liveness and database reachability (503 when the database is down).',
  responses: { 200: { description: 'OK', schema: z.object({ ok: z.literal(true) }) } },
});

export function metaRoutes() {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(buildOpenApiDocument({ version: API_VERSION })))
    .get('/docs', (c) => {
      usePageSecurityHeaders(c);
      return c.html(renderDocsPage(buildOpenApiDocument({ version: API_VERSION })));
    })
    .get('/health', async (c) => {
      await c.var.deps.db.execute(sql`select 1`);
      // Nothing about what runs inside (driver, versions): a health check answers only whether it is well.
      return c.json({ ok: true as const });
    });
}
