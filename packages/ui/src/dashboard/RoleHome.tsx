import { can } from '@tm/core/permissions';
import { useSession } from '../auth/session';
import { Statistics } from './Statistics';
import { Today } from './Today';
import { useDashboardTitle } from './screen-title';
import { labels } from '@tm/core/labels';

/**
 * /dashboard: the Statistics screen for those who may read reports (Manager, Admin); a Cashier starts on Today,
 * the screen their day is made of, rather than on a screen the server would refuse them.
 */
export function RoleHome() {
  const { user } = useSession();
  const reports = can(user?.role, 'reports');
  useDashboardTitle(reports ? labels.dashboard.menu.statistics : 'Today');
  return reports ? <Statistics /> : <Today />;
}
