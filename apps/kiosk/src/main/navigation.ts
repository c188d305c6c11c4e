/**
 * The kiosk shows only its own pages. A link to anywhere else (a social link in a footer, a mistyped
 * address, an injected script) must not turn the branch's wall display into a browser.
 */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  let target: URL;
  let app: URL;
  try {
    target = new URL(url);
    app = new URL(appOrigin);
  } catch {
    return false;
  }
  // Compare scheme and host rather than `.origin`: a custom scheme such as app://kiosk has the opaque
  // origin 'null' in WHATWG URLs, and two opaque origins must not count as equal.
  if (target.username || target.password) return false;
  return target.protocol === app.protocol && target.host === app.host && target.host !== '';
}

type NavigationEvent = { preventDefault(): void };

/** The part of Electron's WebContents the guard uses, so tests can pass a fake. */
export interface GuardableContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
  loadURL(url: string): Promise<void>;
}

/**
 * Blocks navigation away from the app, and every new window: a same-origin window.open() loads in the
 * kiosk's one window instead, so nothing ever opens beside or over the board.
 */
export function lockNavigation(
  contents: GuardableContents,
  appOrigin: string,
  log: (msg: string) => void = () => {},
) {
  const guard = (event: NavigationEvent, url: string) => {
    if (!isAllowedNavigation(url, appOrigin)) {
      event.preventDefault();
      log(`blocked navigation to ${url}`);
    }
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedNavigation(url, appOrigin)) void contents.loadURL(url);
    else log(`blocked new window for ${url}`);
    return { action: 'deny' };
  });
}
