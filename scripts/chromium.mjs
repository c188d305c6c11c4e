// The one Chromium every browser tool here drives (Playwright, Lighthouse): Debian's, since a tool's own
// browser download cannot reach the internet from CI, with the flags that keep a headless run quiet and offline.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
