import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { pwaOptions } from './pwa-options';
import { screenChunks } from './screen-chunks';
import { reactRouterProduction } from '../../scripts/react-router-production.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The screens a customer lands on, each one chunk of its own modules; the prerendered pages, in that order. */
const screens = screenChunks([
  { name: 'home-screen', roots: [/\/apps\/pwa\/src\/main\.tsx$/, /\/ui\/src\/pages\/home\/HomePage\.tsx$/] },
  { name: 'rates-screen', roots: [/\/ui\/src\/pages\/rates\/ExchangeRatesPage\.tsx$/] },
  { name: 'purchase-screen', roots: [/\/ui\/src\/pages\/purchase\/PurchasePage\.tsx$/] },
]);

/**
 * The customer shell. The API is on the same origin under /api; `npm run dev` proxies it to a local server.
 * The service worker is only built when its source exists (the offline issue adds it).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    screens.plugin,
    react(),
    ...(existsSync(new URL('./src/sw.ts', import.meta.url)) ? [VitePWA(pwaOptions)] : []),
    prerender(),
    precompress(),
  ],
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the PWA supports preloads modules natively; the polyfill was ~0.3 KB of initial JS.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React, its scheduler and the router in one chunk: every route needs all of them at once, and as
        // four chunks they cost the home route ~0.5 KB of gzip overhead and more requests.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
            },
            // zod alone: the offline store's first step evaluates it in a task of its own (main.tsx).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ...screens.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
}));
