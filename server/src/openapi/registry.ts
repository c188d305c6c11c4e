import type { ZodType } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, a signed-in user, or an admin session. */
export type RouteAuth = 'public' | 'user' | 'admin' | 'box';

export interface RouteDoc {
  method: HttpMethod;
  /** Path under /api in OpenAPI style, e.g. '/singleCurrency/{code}'. */
  path: string;
  summary: string;
  description?: string;
  tag?: string;
  auth: RouteAuth;
  request?: {
    params?: ZodType;
    query?: ZodType;
    body?: ZodType;
    headers?: Record<string, string>;
  };
  /** Success responses by status; the error envelope is added to every route. */
  responses?: Record<number, { description: string; schema?: ZodType; contentType?: string }>;
}

const routes = new Map<string, RouteDoc>();

/**
 * Adds a route to /api/openapi.json and /api/docs. Call it next to the route's definition (module top level),
 * one entry per method and path; registering the same method and path again replaces the entry.
 */
export function registerRoute(doc: RouteDoc): void {
  routes.set(`${doc.method} ${doc.path}`, doc);
}

export function registeredRoutes(): RouteDoc[] {
  return [...routes.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
}
