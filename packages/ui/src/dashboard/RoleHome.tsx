import { can } from '@tm/core/permissions';
import { useSession } from '../auth/session';
import { Statistics } from './Statistics';
import { Today } from './Today';

/**
 * /dashboard: the Statistics screen for those who may read reports (Manager, Admin); a Cashier starts on Today,
 * the screen their day is made of, rather than on a screen the server would refuse them.
 */
export function RoleHome() {
  const { user } = useSession();
  return can(user?.role, 'reports') ? <Statistics /> : <Today />;
}
