import type { ZodType } from 'zod';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';
import type { Platform } from '../platform';

/** A failed API call, carrying the server's error envelope (its `message` is the spec's text where it has one). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: (string | number)[]; message: string }[] = [],
  ) {
    super(message);
  }
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Reads the answer's headers (e.g. a staff list's X-Total-Count) before the body is returned. */
  onHeaders?: (headers: Headers) => void;
}

type ClientPlatform = Pick<Platform, 'apiBase' | 'authToken'>;

let current: ClientPlatform = { apiBase: '/api', authToken: () => null };

/** The shell's platform, set once by AppRoot so plain modules (atoms, loaders) can call the API too. */
export function configureApi(platform: ClientPlatform): void {
  current = platform;
}

export function apiBase(): string {
  return current.apiBase.replace(/\/$/, '');
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** The CSRF header and, in the kiosk, the bearer token, added to `headers`. */
function authHeaders(headers: Record<string, string>): Record<string, string> {
  const csrf = readCookie('tm_csrf');
  if (csrf) headers['x-csrf-token'] = csrf;
  const token = current.authToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * A file from the API (e.g. the orders CSV), with the same credentials as every call, so it works in the
 * kiosk (bearer token) as in the browser (cookie). Throws ApiError like apiFetch.
 */
export async function apiDownload(path: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, { headers: authHeaders({}), credentials: 'include' });
  } catch {
    throw new ApiError(0, 'network', messages.noConnection);
  }
  if (!res.ok) {
    const { errorEnvelopeSchema } = await import('@tm/core/schemas');
    const env = errorEnvelopeSchema.safeParse(await res.json().catch(() => null));
    if (env.success) throw new ApiError(res.status, env.data.error.code, env.data.error.message);
    throw new ApiError(res.status, `http_${res.status}`, messages.somethingWentWrong);
  }
  return res.blob();
}

/**
 * Calls the API under the platform's base: sends the session cookie, the double-submit CSRF header on
 * state-changing requests, and the bearer token when the shell has one. Throws ApiError with the envelope's
 * code and message; a network failure becomes ApiError(0, 'network', messages.noConnection).
 */
export async function apiFetch<T = unknown>(path: string, opts: ApiFetchOptions<T> = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers = authHeaders({ accept: 'application/json', ...opts.headers });
  if (opts.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network', messages.noConnection);
  }

  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!res.ok) {
    // zod loads only when an error needs reading, keeping it out of the first screen's JavaScript.
    const { errorEnvelopeSchema } = await import('@tm/core/schemas');
    const env = errorEnvelopeSchema.safeParse(data);
    if (env.success) {
      const e = env.data.error;
      throw new ApiError(res.status, e.code, e.message, e.issues ?? []);
    }
    throw new ApiError(res.status, 'http_' + res.status, messages.somethingWentWrong);
  }
  opts.onHeaders?.(res.headers);
  return opts.schema ? opts.schema.parse(data) : (data as T);
}
