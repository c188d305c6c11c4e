import type { VitePWAOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0b2545';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The customer app's installability and offline behaviour (issue 5).
 *
 * - `injectManifest`: our own service worker (src/sw.ts) precaches the app shell Vite built and serves
 *   index.html for navigations, so deep links open offline. API responses are never precached: the rates
 *   live in IndexedDB (@tm/offline), which knows how old they are.
 * - `registerType: 'prompt'`: a new version waits until the customer chooses to reload (src/pwa/), so an
 *   update never interrupts a half-filled order.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // Registration is ours (src/pwa/register-sw.ts), so the prompt can respect the cart and open forms.
  injectRegister: false,
  includeAssets: ['icon.svg', 'apple-touch-icon.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    // The screenshots are only for install sheets; no reason to download them to every phone.
    globIgnores: ['screenshots/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Travel Money – Click & Collect currency',
    short_name: 'Travel Money',
    description:
      'Zero commission travel money: compare rates, order currency for Click & Collect or sell it back with Click & Sell at our Dagenham branch.',
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['finance', 'travel', 'shopping'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    screenshots: [
      {
        src: '/screenshots/narrow-rates.png',
        sizes: '540x1170',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Exchange rates on a phone',
      },
      {
        src: '/screenshots/wide-home.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'The calculator and today’s rate on a desktop',
      },
    ],
  },
  devOptions: { enabled: false },
};
