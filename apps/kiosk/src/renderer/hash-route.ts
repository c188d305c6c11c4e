/** The app's path under hash routing: `#/dashboard/today?page=2` is `/dashboard/today`, no hash is `/`. */
export function pathOfHash(hash: string): string {
  return new URL(hash.replace(/^#/, '') || '/', 'http://kiosk.invalid').pathname;
}

/** Opens `path` in the hash router, as a link would: a new history entry the router hears of. */
export function openHashRoute(location: Pick<Location, 'hash'>, path: string): void {
  location.hash = `#${path}`;
}
