import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { NoStaffAccess } from './NoStaffAccess';
import { Spinner } from './Spinner';

/**
 * Only a signed-in admin sees the dashboard (spec §2, §6); the server checks every admin call again. A visitor
 * goes to /signIn carrying where they were going (router state and ?from=), so signing in returns them here; a
 * signed-in customer is told the account has no staff access (sending them to /signIn would loop).
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useSession();
  const location = useLocation();
  if (loading) return <Spinner label="Loading" />;
  if (user && !isAdmin) return <NoStaffAccess email={user.email} />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signIn?from=${encodeURIComponent(from)}`} state={{ from }} replace />;
  }
  return <>{children}</>;
}
