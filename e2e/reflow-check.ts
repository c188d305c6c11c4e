import type { Page } from '@playwright/test';
import { expect, saveScreenshot, seriousA11yViolations } from './fixtures';
import { elementsPastRightEdge, sidewaysScroll } from './layout-checks';

/**
 * What every customer page of the narrow-screen walks must be (WCAG 1.4.10 reflow, issue 31.9): no sideways
 * scrolling, with what sticks out named when it fails, and nothing serious for axe. The page is kept as the
 * screenshot `name` (and its first screen, what a person sees before scrolling) to be looked at.
 */
export async function expectReflowed(page: Page, name: string) {
  const by = await sidewaysScroll(page);
  const wide = await elementsPastRightEdge(page);
  expect(by, `${name} scrolls sideways by ${by}px: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, name, { top: true });
}
