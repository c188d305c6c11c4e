import { useEffect } from 'react';
import { labels } from '@tm/core/labels';
import { documentTitle } from '@tm/core/messages-first-screen';

/** "Today | Dashboard | Travel Money": the customer pages' format (core documentTitle), the screen first. */
export const dashboardTitle = (screen: string) => documentTitle(`${screen} | ${labels.dashboard.title}`);

/**
 * Sets the tab's title for a dashboard screen: every screen read "Dashboard", so a screen reader said nothing
 * of where a menu choice landed (an accessibility audit). Null leaves it to the screen (an order's number).
 */
export function useDashboardTitle(screen: string | null): void {
  useEffect(() => {
    if (screen !== null) document.title = dashboardTitle(screen);
  }, [screen]);
}
