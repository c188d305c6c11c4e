/**
 * Layout checks the e2e suites share: what a toast covers, the contrast of an element's text as drawn, and
 * what sticks out past the right edge. All read the page as the browser laid it out, so they hold for every
 * screen size a test uses.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * The visible controls (links, buttons, fields) that the element's box overlaps, outside the element itself:
 * each as "tag: text". A toast should cover none.
 */
export function controlsCoveredBy(overlay: Locator): Promise<string[]> {
  return overlay.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]',
    );
    return [...controls]
      .filter((c) => !el.contains(c) && !c.closest('[data-sonner-toaster]'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        const shown = r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden';
        return shown && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map(
        (c) => `${c.tagName.toLowerCase()}: ${(c.textContent || c.getAttribute('aria-label') || '').trim()}`,
      );
  });
}

/**
 * The WCAG contrast ratio of the element's text against the first opaque background behind it (its own or
 * an ancestor's), as the browser computes the colours now (hover and focus included).
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const over = (top: number[], bottom: number[]) => {
      const a = top[3] ?? 1;
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a));
    };
    // Backgrounds from the element outwards, blended down onto the first opaque one.
    const layers: number[][] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if ((bg[3] ?? 1) > 0) layers.push(bg);
      if ((bg[3] ?? 1) === 1) break;
    }
    let background = [255, 255, 255];
    for (const layer of layers.reverse()) background = over(layer, background);
    const text = over(rgba(getComputedStyle(el).color), background);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}

/** How far the page scrolls sideways (0 when nothing sticks out; a wide table scrolls inside its own box). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The outermost elements reaching past the viewport's right edge (the first five), each as
 * "tag.class (width px)": what a failed no-sideways-scroll check names, so the culprit is in the message.
 */
export function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (el) =>
          !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5,
      )
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().width)}px)`,
      )
      .slice(0, 5),
  );
}
