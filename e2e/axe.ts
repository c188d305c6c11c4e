import type { Frame, Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/**
 * axe-core's `run` on the page, with axe loaded into each of its frames once per document rather than once per
 * analysis. `@axe-core/playwright`'s legacy mode evaluated axe's 580 KB source twice for every analysis, and
 * compiling it costs the page's renderer 170–350 ms each time on the 2-core machine (169 analyses in the
 * browser tests); loaded once, a second analysis of the same document (a walk checking several states of one
 * page) compiles nothing. The rules, their options and the results are axe's own, as before.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // As the builder did: a frame that cannot take axe (detached, or another origin's while it navigates) is
    // left out, and axe reports what it could not reach; the page's own frame must take it.
    const loading = loadAxe(frame);
    if (frame === page.mainFrame()) await loading;
    else await loading.catch(() => undefined);
  }
  return page.evaluate((runOptions) => (window as AxeWindow).axe!.run(document, runOptions), options);
}

/** The page's window once axe-core's source has run in it. */
type AxeWindow = Window & { axe?: typeof axe };

async function loadAxe(frame: Frame) {
  const loaded = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (loaded) return;
  await frame.evaluate(axe.source);
  // Only frames of the page's own origin answer axe's messages, as with the builder's legacy mode.
  await frame.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
}
