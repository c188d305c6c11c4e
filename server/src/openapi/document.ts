import { z, type ZodType } from 'zod';
import { errorEnvelopeSchema } from '@tm/core';
import { registeredRoutes, type RouteDoc } from './registry';

type JsonSchema = Record<string, unknown>;

/** Request schemas describe what may be sent (input side), responses what comes back (output side). */
function toSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parameters(doc: RouteDoc): JsonSchema[] {
  const out: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: ZodType | undefined) => {
    if (!schema) return;
    const json = toSchema(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  };
  add('path', doc.request?.params);
  add('query', doc.request?.query);
  for (const [name, description] of Object.entries(doc.request?.headers ?? {})) {
    out.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  return out;
}

const SECURITY: Record<RouteDoc['auth'], JsonSchema[] | undefined> = {
  public: undefined,
  user: [{ sessionCookie: [] }, { bearer: [] }],
  admin: [{ sessionCookie: [] }, { bearer: [] }],
  box: [{ sessionCookie: [] }, { bearer: [] }],
};

/** The OpenAPI 3 document of every registered route. */
export function buildOpenApiDocument(info: { version: string; serverUrl?: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const envelope = toSchema(errorEnvelopeSchema, 'output');
  for (const doc of registeredRoutes()) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, r] of Object.entries(doc.responses ?? { 200: { description: 'OK' } })) {
      responses[status] = r.schema
        ? {
            description: r.description,
            content: { [r.contentType ?? 'application/json']: { schema: toSchema(r.schema, 'output') } },
          }
        : { description: r.description };
    }
    responses.default = {
      description: 'Error envelope (4xx/5xx)',
      content: { 'application/json': { schema: envelope } },
    };
    const operation: JsonSchema = {
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [doc.tag ?? 'general'],
      'x-auth': doc.auth,
      parameters: parameters(doc),
      responses,
    };
    if (doc.request?.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(doc.request.body, 'input') } },
      };
    }
    const security = SECURITY[doc.auth];
    if (security) operation.security = security;
    (paths[doc.path] ??= {})[doc.method] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Travel Money API',
      version: info.version,
      description:
        'All paths are under /api on the app origin. Money is sent as decimal strings. Errors use one envelope: { "error": { "code", "message", "issues"? } }.',
    },
    servers: [{ url: info.serverUrl ?? '/api' }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'tm_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
