// Builds the kiosk without the Electron binary (it cannot be downloaded here): main and preload with
// esbuild (Electron is external, provided at run time), the renderer with Vite. Output: apps/kiosk/dist/,
// which is also the app folder electron-builder packages (see electron-builder.yml).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterProduction } from '../../scripts/react-router-production.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['electron'],
  sourcemap: false,
  logLevel: 'warning',
};
// Main is an ES module (Electron supports ESM main); the preload must be CommonJS: sandboxed preloads cannot load ESM.
await esbuild({
  ...common,
  entryPoints: [join(here, 'src/main/main.ts')],
  outfile: join(dist, 'main.js'),
  format: 'esm',
});
await esbuild({
  ...common,
  entryPoints: [join(here, 'src/preload/preload.ts')],
  outfile: join(dist, 'preload.cjs'),
  format: 'cjs',
});

await viteBuild({
  configFile: false,
  root: join(here, 'src/renderer'),
  // Relative asset paths: the renderer is served from disk under app://kiosk/.
  base: './',
  plugins: [react()],
  resolve: { alias: [reactRouterProduction] },
  logLevel: 'warn',
  build: { outDir: join(dist, 'renderer'), emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 800 },
});

// The packaged app's own manifest: electron-builder reads name, version and entry from here.
writeFileSync(
  join(dist, 'package.json'),
  JSON.stringify(
    {
      name: 'travel-money-kiosk',
      productName: 'Travel Money Kiosk',
      version: pkg.version,
      description: 'Travel Money branch kiosk: live rates wall display and staff dashboard.',
      author: 'Travel Money',
      main: 'main.js',
      type: 'module',
    },
    null,
    2,
  ) + '\n',
);
console.log(`kiosk built into ${dist}`);
