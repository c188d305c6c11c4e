import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Minimal options so the shell builds; the offline issue (owner OFFLINE) fills in the manifest and caching. */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
};
