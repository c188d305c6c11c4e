import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shared app needs from the shell it runs in. The PWA and the kiosk each implement it with
 * `satisfies Platform`, so the UI never imports a shell (or electron) itself.
 */
export interface Platform {
  kind: 'pwa' | 'kiosk';
  /** Origin-relative or absolute base of the API, e.g. '/api' or 'https://branch.example/api'. */
  apiBase: string;
  version: string;
  /** A bearer token when the shell holds one (kiosk); null when the session cookie is used (PWA). */
  authToken(): string | null;
  print(): void;
  leaveWallDisplay?(): void;
}

/** Used by tests and as a safe fallback: a browser page served with the API on the same origin. */
export const browserPlatform = {
  kind: 'pwa',
  apiBase: '/api',
  version: 'dev',
  authToken: () => null,
  print: () => window.print(),
} satisfies Platform;

const PlatformContext = createContext<Platform>(browserPlatform);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
