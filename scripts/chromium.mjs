// The one Chromium every browser tool here drives (Playwright, Lighthouse): Debian's, since a tool's own
// browser download cannot reach the internet from CI, with the flags that keep a headless run quiet and offline.
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse measures what a customer's Chrome does, so it gets the real one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` where installed (`.ci/run` installs it), the
 * same engine and version without the full browser's window and compositor. Playwright picks the headless
 * shell itself for headless runs of its own browsers. Measured on the 2-core machine, the `public` project
 * (108 tests): 266 s on the full browser, 194 s on the shell, all passing. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser tests' flags: the same, with V8's optimising compilers (TurboFan, Maglev) off. A test's page lives
 * a few seconds, too short for optimised code to pay back its compiling, which runs on the same two cores as
 * the tests. Measured on the 2-core machine, 41 customer-walk tests: 109–117 → 100–108 CPU-s, the same
 * results. Only for the tests: Lighthouse measures the browser a customer has, so it keeps CHROMIUM_FLAGS.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt,--no-maglev'];
