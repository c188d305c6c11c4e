import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The navigation state of a side menu or drawer link: the screen it opens takes the focus. */
export interface FromMenu {
  fromMenu: true;
}

const cameFromMenu = (state: unknown) => (state as Partial<FromMenu> | null)?.fromMenu === true;

/**
 * After a menu link, focus goes to the new screen's heading (else its <main>): it stayed on the link, so a
 * screen reader said nothing of the screen that replaced the last (an accessibility audit). Only after a menu
 * link: a screen's own moves (an action's next row, a deleted order's way back) keep their focus. The layout's
 * effect runs after the screen's, so a heading the screen renders at once is there.
 */
export function useFocusScreenFromMenu(): void {
  const location = useLocation();
  useEffect(() => {
    if (cameFromMenu(location.state)) focusScreenHeading();
  }, [location.key, location.state]);
}

/** The screen's heading takes the focus (made focusable by script only); its <main> while it has none yet. */
export function focusScreenHeading(): void {
  const heading = document.getElementById('dash-screen-heading');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  } else document.getElementById('dash-main')?.focus();
}
