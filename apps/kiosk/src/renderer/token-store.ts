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

/**
 * Wraps fetch so the token the API returns at sign-in / sign-up is kept, and forgotten at sign-out. The shared
 * UI signs in through its own client; the shell, which alone knows where tokens live, picks the token up here.
 */
export function capturingFetch(inner: FetchFn, apiBase: string, tokens: TokenStore): FetchFn {
  const base = apiBase.replace(/\/+$/, '');
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (
      init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
    ).toUpperCase();
    const path = url.startsWith(base) ? url.slice(base.length).split('?')[0] : null;
    if (method === 'POST' && path === '/auth/signout') tokens.clear();
    const res = await inner(input, init);
    if (method === 'POST' && res.ok && (path === '/auth/signin' || path === '/auth/signup')) {
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
