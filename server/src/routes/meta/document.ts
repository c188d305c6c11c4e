import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@tm/core';

export const API_VERSION = '1.0.0';

// `any`: the document is read from an app of any env and route schema; only its registry is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RoutedApp = Pick<OpenAPIHono<any, any, any>, 'getOpenAPIDocument'>;

export type OpenApiDocument = ReturnType<RoutedApp['getOpenAPIDocument']>;
type SchemaOf = NonNullable<NonNullable<OpenApiDocument['components']>['schemas']>[string];

const SESSION = [{ sessionCookie: [] }, { bearer: [] }];

/**
 * The OpenAPI 3 document of every route mounted on `api` (each defined with createRoute beside its handler),
 * plus what all of them share: the error envelope as every operation's `default` answer, and the session
 * schemes on the routes whose `x-auth` asks for a signed-in caller.
 */
export function buildOpenApiDocument(api: RoutedApp): OpenApiDocument {
  const doc = api.getOpenAPIDocument({
    openapi: '3.0.3',
    info: {
      title: 'Travel Money API',
      version: API_VERSION,
      description:
        'All paths are under /api on the app origin. Money is sent as decimal strings. Errors use one envelope: { "error": { "code", "message", "issues"? } }.',
    },
    servers: [{ url: '/api' }],
  });
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      ErrorEnvelope: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as SchemaOf,
    },
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'tm_session',
        description:
          'A state-changing call with the cookie also sends the x-csrf-token header, the value of the tm_csrf cookie.',
      },
      bearer: { type: 'http', scheme: 'bearer' },
    },
  };
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations) as Array<Record<string, unknown>>) {
      (operation.responses as Record<string, unknown>).default = {
        description: 'Error envelope (4xx/5xx)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
      if (operation['x-auth'] !== 'public') operation.security = SESSION;
    }
  }
  return doc;
}
