import { z } from '@hono/zod-openapi';
import { healthSchema } from '@tm/core';
import { json, publicRoute, routeGroup } from '../openapi';
import { assertReady } from '../../pipeline/readiness';
import { usePageSecurityHeaders } from '../../http/security-headers';
import { renderDocsPage } from './docs-page';
import type { OpenApiDocument } from './document';

const openApiJson = publicRoute('meta', 'get', '/openapi.json', {
  summary: 'This API as an OpenAPI 3 document.',
  responses: { 200: json(z.record(z.string(), z.unknown()), 'The document') },
});

const docsPage = publicRoute('meta', 'get', '/docs', {
  summary: 'A readable reference page of this API.',
  responses: { 200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } } },
});

const health = publicRoute('meta', 'get', '/health', {
  summary:
    'Readiness, for load balancers: 200 when the database answers, 503 when it does not or the server is stopping.',
  responses: { 200: json(healthSchema, 'Ready') },
});

/**
 * The API's reference (/openapi.json, /docs) and health. `document` gives the OpenAPI document of the whole
 * API, these routes included; it is built on the first ask and kept, as the routes never change after start.
 */
export function metaRoutes(document: () => OpenApiDocument) {
  let built: OpenApiDocument | undefined;
  const doc = () => (built ??= document());
  return routeGroup()
    .openapi(openApiJson, (c) => c.json(doc(), 200))
    .openapi(docsPage, (c) => {
      usePageSecurityHeaders(c);
      return c.html(renderDocsPage(doc()));
    })
    .openapi(health, async (c) => {
      await assertReady(c);
      return c.json({ ok: true as const }, 200);
    });
}
