/**
 * The API client as the ui tests see it (`vi.mock('…/src/api/client')`): the real module, except that
 * `apiFetch` is answered by `fakeApi`. Tests register answers per "METHOD /path" (path without query) and read
 * back the calls made; an answer that is an ApiError is thrown, as apiFetch throws the server's envelope.
 * One fake beside the module it stands in for, as Actual Budget keeps one mock beside each platform module.
 */
import { vi } from 'vitest';
import type * as Client from '../client';

const real = await vi.importActual<typeof Client>('../client');
export const { ApiError, apiBase, apiDownload, configureApi } = real;
export type { ApiFetchOptions } from '../client';

export interface Call {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: Call) => unknown;

/** An answer with response headers, for code that reads them (`onHeaders`), e.g. a list's X-Total-Count. */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

function createFakeApi() {
  const routes = new Map<string, Handler>();
  const calls: Call[] = [];
  const apiFetch = vi.fn(
    async (
      path: string,
      opts: {
        method?: string;
        body?: unknown;
        headers?: Record<string, string>;
        schema?: { parse(v: unknown): unknown };
        onHeaders?: (headers: Headers) => void;
      } = {},
    ) => {
      const method = opts.method ?? 'GET';
      const call = { path, method, body: opts.body, headers: opts.headers ?? {} };
      calls.push(call);
      const handler = routes.get(`${method} ${path.split('?')[0]}`);
      if (!handler) throw new ApiError(404, 'not_found', `No fake for ${method} ${path}`);
      let answer = await handler(call);
      if (answer instanceof ApiError) throw answer;
      if (answer instanceof WithHeaders) {
        opts.onHeaders?.(new Headers(answer.headers));
        answer = answer.body;
      }
      return opts.schema ? opts.schema.parse(answer) : answer;
    },
  );
  return {
    apiFetch,
    calls,
    on(route: string, handler: Handler | unknown) {
      routes.set(route, typeof handler === 'function' ? (handler as Handler) : () => handler);
    },
    reset() {
      routes.clear();
      calls.length = 0;
      apiFetch.mockClear();
    },
  };
}

export const fakeApi = createFakeApi();
export type FakeApi = typeof fakeApi;
export const apiFetch = fakeApi.apiFetch as unknown as typeof Client.apiFetch;
