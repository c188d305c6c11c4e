/**
 * The API as the ui tests see it: a fake server on the network (MSW), so the screens call the real client —
 * its CSRF and bearer headers, its JSON, its error envelope, its response schemas — as they do in a browser.
 * Tests register answers per "METHOD /path" (the path under /api, without its query) and read back the calls
 * made. An answer that is an ApiError goes out as the server's error envelope with its status (status 0: the
 * network fails); a WithHeaders answer carries response headers (e.g. a list's X-Total-Count).
 *
 * The fake listens during every ui test file and forgets its answers and calls after each test (the hooks are in
 * test/fake-api-each-file.ts, a setup file: the ui files share one module graph per worker, so hooks
 * registered when this module is first imported would hold for the first file only). A request under /api with
 * no answer gets a 404, as an unknown route would; any other request falls through to test/no-network.ts and
 * fails as an unreachable server.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from '../src/api/client';

export interface Call {
  /** The path under /api with its query, e.g. "/contactMessages?status=open". */
  path: string;
  method: string;
  /** The JSON body sent, or undefined. */
  body: unknown;
  /** Every request header, names in lower case as fetch gives them. */
  headers: Record<string, string>;
}

type Handler = (call: Call) => unknown;

/** An answer with response headers, for code that reads them (`onHeaders`). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

function answer(value: unknown): Response {
  if (value instanceof ApiError) {
    if (value.status === 0) return HttpResponse.error();
    return HttpResponse.json(
      {
        error: {
          code: value.code,
          message: value.message,
          ...(value.issues.length ? { issues: value.issues } : {}),
        },
      },
      { status: value.status },
    );
  }
  if (value instanceof WithHeaders) return HttpResponse.json(value.body as never, { headers: value.headers });
  // A handler with nothing to say (e.g. a DELETE) answers 204, as the server does.
  if (value === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(value as never);
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function createFakeApi() {
  const routes = new Map<string, Handler>();
  const calls: Call[] = [];
  const server = setupServer(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^.*?\/api(?=\/)/, '') + url.search;
      const call: Call = {
        path,
        method: request.method,
        body: await bodyOf(request),
        headers: Object.fromEntries(request.headers),
      };
      calls.push(call);
      const handler = routes.get(`${call.method} ${path.split('?')[0]}`);
      if (!handler) {
        return answer(new ApiError(404, 'not_found', `No fake for ${call.method} ${path}`));
      }
      return answer(await handler(call));
    }),
  );
  return {
    server,
    calls,
    on(route: string, handler: Handler | unknown) {
      routes.set(route, typeof handler === 'function' ? (handler as Handler) : () => handler);
    },
    reset() {
      routes.clear();
      calls.length = 0;
    },
  };
}

export const fakeApi = createFakeApi();
export type FakeApi = typeof fakeApi;
