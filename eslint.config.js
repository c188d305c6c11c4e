// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { noImportCycle } from './scripts/eslint/no-import-cycle.mjs';

/**
 * The dependency direction of README.md ("Workspaces"), enforced here rather than remembered:
 *   apps/pwa, apps/kiosk -> ui -> offline -> core;  server -> core.
 */
const TESTS = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/e2e/**',
  '**/fixtures/**',
  'packages/offline/testing/**',
];
const noFixtures = {
  group: ['@tm/core/fixtures', '**/fixtures', '**/fixtures/*'],
  message: 'Fixtures are test data: production code never imports them.',
};
const noTesting = {
  group: ['@tm/offline/testing', '@tm/offline/testing/*', '**/testing', '**/testing/*'],
  message: 'The fault harness is for tests: production code never imports it.',
};
const boundary = (files, patterns) => [
  { files, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  {
    files,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noFixtures, noTesting] }] },
  },
];
const noServer = { group: ['@tm/server', '@tm/server/*'], message: 'Only the server imports the server.' };
const noApps = {
  group: ['@tm/pwa', '@tm/pwa/*', '@tm/kiosk', '@tm/kiosk/*'],
  message: 'Apps never import each other, and nothing imports an app.',
};
const noPwa = { group: ['@tm/pwa', '@tm/pwa/*'], message: 'Apps never import each other.' };
const noKiosk = { group: ['@tm/kiosk', '@tm/kiosk/*'], message: 'Apps never import each other.' };
const noUi = { group: ['@tm/ui', '@tm/ui/*'], message: 'Only the apps import @tm/ui.' };
const noOffline = {
  group: ['@tm/offline', '@tm/offline/*'],
  message: 'Only ui and the apps import @tm/offline.',
};
const noDexie = { group: ['dexie', 'dexie/*'], message: 'Storage goes through @tm/offline.' };
const noElectron = {
  group: ['electron', 'electron/*'],
  message: 'Only the kiosk main process and preload import electron.',
};
const noIo = {
  group: [
    'node:*',
    'fs',
    'path',
    'http',
    'https',
    'dexie',
    'react',
    'react-dom',
    'hono',
    'drizzle-orm',
    'postgres',
  ],
  message: '@tm/core is pure: no I/O, no framework.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycle in any workspace (rules live in rule modules; schemas import rules, never the reverse).
    plugins: { tm: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'tm/no-import-cycle': 'error' },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundary(
    ['packages/core/**'],
    [
      noIo,
      noServer,
      noApps,
      noUi,
      noOffline,
      noElectron,
      { group: ['@tm/*'], message: '@tm/core imports nothing of ours.' },
    ],
  ),
  ...boundary(['packages/offline/**'], [noServer, noApps, noUi, noElectron]),
  ...boundary(['packages/ui/**'], [noServer, noApps, noDexie, noElectron]),
  ...boundary(['apps/pwa/**'], [noServer, noKiosk, noElectron]),
  ...boundary(['apps/kiosk/src/renderer/**'], [noServer, noPwa, noElectron]),
  ...boundary(['apps/kiosk/src/main/**', 'apps/kiosk/src/preload/**'], [noServer, noPwa]),
  ...boundary(['server/**'], [noApps, noUi, noOffline, noElectron, noDexie]),
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', 'packages/offline/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
