import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe with every rule it has, best practices included (landmark-one-main, region...), at every impact: issue 29
 * asks for 0 violations on every dashboard screen, not only the WCAG-tagged serious ones. Waits for running
 * transitions first, as seriousA11yViolations does, so colours are read as they end.
 */
export async function allAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** How far the page scrolls sideways (0 when nothing sticks out); tables scroll inside their own box. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
