// react-router 7's package.json points every condition at its development build (remix-run/react-router
// #12532, #14102): a Vite production build bundled it, ENABLE_DEV_WARNINGS on, with its console warnings and
// the code that writes them. The package ships the production build beside it, with the same exports; the
// PWA's and the kiosk's production builds resolve `react-router` there. Tests and `vite dev` keep the
// development build and its warnings.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** The Vite `resolve.alias` entry that sends a bare `react-router` import to the production build. */
export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(packageDir, 'dist/production/index.mjs'),
};
