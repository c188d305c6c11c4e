import { SESSION_TRANSPORT_BEARER, SESSION_TRANSPORT_HEADER } from '@tm/core/constants';

/**
 * The staff session token on the kiosk. The renderer (app://kiosk) is another site than the API, so the
 * session cookie is not sent; the token goes as a bearer header instead. Kept in sessionStorage: it survives a
 * crash reload of the window but not a restart of the kiosk.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const TOKEN_KEY = 'tm_kiosk_token';

/** The request's init with the header that asks the API for the session token in the answer. */
function withTokenRequest(input: RequestInfo | URL, init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(SESSION_TRANSPORT_HEADER, SESSION_TRANSPORT_BEARER);
  return { ...init, headers };
}

export function storageTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  return {
    get: () => {
      try {
        return storage.getItem(TOKEN_KEY);
      } catch {
        return null;
      }
    },
    set: (token) => {
      try {
        storage.setItem(TOKEN_KEY, token);
      } catch {
        // Storage full or blocked: the staff member signs in again; nothing else breaks.
      }
    },
    clear: () => {
      try {
        storage.removeItem(TOKEN_KEY);
      } catch {
        // As above.
      }
    },
  };
}

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The calls whose answer signs someone in: sign-in, and opening an email verification link. */
const SIGN_IN_PATHS = new Set(['/auth/signin', '/auth/verify']);

/**
 * Wraps fetch so the kiosk asks for the session token at sign-in (the API puts it in the answer only when asked
 * with SESSION_TRANSPORT_HEADER, never for the browser app), keeps it, and forgets it at sign-out. The shared
 * UI signs in through its own client; the shell, which alone knows where tokens live, picks the token up here.
 */
export function capturingFetch(inner: FetchFn, apiBase: string, tokens: TokenStore): FetchFn {
  const base = apiBase.replace(/\/+$/, '');
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
    ).toUpperCase();
    const path = url.startsWith(base) ? (url.slice(base.length).split('?')[0] ?? '') : null;
    if (method === 'POST' && path === '/auth/signout') tokens.clear();
    const signsIn = method === 'POST' && path !== null && SIGN_IN_PATHS.has(path);
    const res = await inner(input, signsIn ? withTokenRequest(input, init) : init);
    if (signsIn && res.ok) {
      try {
        const body = (await res.clone().json()) as { token?: unknown };
        if (typeof body.token === 'string' && body.token !== '') tokens.set(body.token);
      } catch {
        // Not JSON: nothing to keep.
      }
    }
    return res;
  };
}
