import type { Platform } from '@tm/ui';

/** The customer shell: the API on this origin, the session in a cookie, printing by the browser. */
export const pwaPlatform = {
  kind: 'pwa',
  apiBase: '/api',
  version: import.meta.env.VITE_APP_VERSION ?? 'dev',
  authToken: () => null,
  print: () => window.print(),
} satisfies Platform;
