import { createRoute, OpenAPIHono, z, type Hook, type RouteConfig } from '@hono/zod-openapi';
import type { Env, Hono } from 'hono';
import type { ZodType } from 'zod';
import type { Capability } from '@tm/core';
import { requireCapability, requireUser } from '../pipeline/auth-middleware';
import { validationError } from '../http/errors';
import type { AppEnv } from '../deps';

/**
 * A failed request schema (body, path, query or header) leaves through the app's one error hook, in the one
 * envelope, with the first issue's message (the spec's wording where the schema carries it) leading.
 */
// `any`: the hook is shared by sub-apps of every input and env type; it reads only `success` and `error`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const throwValidationError: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw validationError(result.error);
};

/**
 * A group of routes, each defined with `createRoute` next to its handler: the definition validates the
 * request and is what /api/openapi.json and /api/docs show, so the document cannot drift from the code.
 */
export function routeGroup<E extends Env = AppEnv>() {
  return new OpenAPIHono<E>({ defaultHook: throwValidationError });
}

// `any`: each group has its own env (the account routes add `auth`) and route schema, all of which Hono's
// route() takes; nothing here reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type MountedGroup = Hono<any, any, any>;

/**
 * A route group with `groups` mounted at its root, in this order (the reference lists them so). No client is
 * typed from the app, so the groups' route types need not be chained.
 */
export function routeGroupOf<E extends Env = AppEnv>(groups: readonly MountedGroup[]): OpenAPIHono<E> {
  const group = routeGroup<E>();
  for (const g of groups) group.route('/', g);
  return group;
}

/** A JSON answer of one status, for a route definition's `responses`. */
export const json = <S extends ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route definition's `request`: what it reads of the path, query, headers and body. */
type RouteRequest = NonNullable<RouteConfig['request']>;

/** A route definition's `request.body`, such as `jsonBody` makes: for helpers that add a body to a route. */
export type RequestBody = RouteRequest['body'];

/** PostgreSQL text cannot hold NUL; refusing it here keeps a fuzzed string from becoming a 500 later. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // for…in, not Object.entries: every order body is walked, and the pairs were garbage for each field.
  for (const k in value) {
    if (k.includes('\u0000') || containsNul((value as Record<string, unknown>)[k], depth + 1)) return true;
  }
  return false;
}

/** A JSON request body, for a route definition's `request.body`: the schema, and no NUL in any text. */
export const jsonBody = <S extends ZodType>(schema: S) => ({
  content: {
    'application/json': {
      schema: schema.refine((body) => !containsNul(body), {
        message: 'Text must not contain NUL characters.',
        params: { code: 'invalid_text' },
      }),
    },
  },
  required: true,
});

type Definition = Omit<RouteConfig, 'method' | 'path' | 'tags'>;
/** A guarded route takes no middleware of its own: nothing may stand in for its guard. */
type Guarded = Definition & { middleware?: never };
type Method = RouteConfig['method'];

/**
 * Route definitions by who may call them: `adminRoute(tag, method, path, { summary, request, responses })` is
 * createRoute with the tag, the guard that enforces who may call, and the `x-auth` the document shows, from
 * the same line (test/admin/route-guard.test.ts proves each against the other).
 */
const routeFor =
  <A extends { 'x-auth': 'public' | 'user' }>(access: A) =>
  <M extends Method, P extends string, D extends (A extends { middleware: unknown } ? Guarded : Definition)>(
    tag: string,
    method: M,
    path: P,
    definition: D,
  ) =>
    createRoute({ method, path, tags: [tag], ...access, ...definition });

export const publicRoute = routeFor({ 'x-auth': 'public' } as const);
export const userRoute = routeFor({ 'x-auth': 'user', middleware: requireUser } as const);
/**
 * A staff route names the one capability it needs (core permissions.ts): its guard checks the caller's role
 * with `can`, and the document shows it as `x-capability` (test/admin/role-walk.test.ts walks every route as
 * every role). There is no default, so a new staff route cannot be added without deciding who may call it.
 */
export const adminRoute = <M extends Method, P extends string, D extends Guarded>(
  tag: string,
  method: M,
  path: P,
  { capability, ...definition }: D & { capability: Capability },
) =>
  createRoute({
    method,
    path,
    tags: [tag],
    'x-auth': 'staff' as const,
    'x-capability': capability,
    middleware: requireCapability(capability),
    ...(definition as Omit<D, 'capability'>),
  });

/**
 * A public GET answered with a strong ETag (the currency list, branches, rate history): besides the request and
 * the one answer of its definition, it reads If-None-Match and may answer 304, which its description says.
 */
export const revalidatedRoute = <P extends string, R extends RouteRequest, S extends ZodType>(
  tag: string,
  path: P,
  { description, request, answer, ...docs }: RevalidatedDefinition<R, S>,
) =>
  publicRoute(tag, 'get', path, {
    ...docs,
    description: `${description} Strong ETag; send If-None-Match to get 304.`,
    request: {
      ...request,
      headers: z.object({ 'if-none-match': z.string().optional().describe('ETag of a copy you hold') }),
    },
    responses: { 200: answer, 304: { description: 'Not modified' } },
  });

interface RevalidatedDefinition<R extends RouteRequest, S extends ZodType> {
  summary: string;
  description: string;
  /** What the GET reads besides If-None-Match: its path and query, or `{}` when nothing. */
  request: R;
  /** The 200 answer, as `json` makes it. */
  answer: ReturnType<typeof json<S>>;
}
