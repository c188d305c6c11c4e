/**
 * The renderer is served from the files on disk under a custom scheme, `app://kiosk/`, rather than file://.
 * file:// pages all share the opaque origin "null", which the API's CORS could not tell from any other local
 * file; `app://kiosk` is one exact origin that CORS can allow and nothing else can claim.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'kiosk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Registered before `ready`: standard (real URLs, relative paths), secure (a secure context), fetch-able. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true },
};

/** The board's address: the renderer uses a hash router, so every screen is index.html plus a hash. */
export function screenUrl(screenQuery: string): string {
  return `${APP_ORIGIN}/index.html#/screen${screenQuery ? `?${screenQuery}` : ''}`;
}

/**
 * Maps a request on app://kiosk to a file under the renderer folder, or null for anything outside it (another
 * host, an escape with '..', an encoded separator). The root serves index.html.
 */
export function resolveAppFile(requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0')) return null;
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return segments.length === 0 ? 'index.html' : segments.join('/');
}

export interface ProtocolDeps {
  handle(scheme: string, handler: (request: { url: string }) => Promise<Response> | Response): void;
  /** Reads a file below the renderer folder, e.g. Electron's net.fetch on its file:// URL. */
  fetchFile(relativePath: string): Promise<Response>;
}

export function registerAppProtocol(deps: ProtocolDeps): void {
  deps.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(request.url);
    if (file === null) return new Response('Not found', { status: 404 });
    try {
      return await deps.fetchFile(file);
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
