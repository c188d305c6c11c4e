import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { NoStaffAccess } from './NoStaffAccess';
import { onSignedOut } from './session-lost';
import { Spinner } from './Spinner';

/**
 * Only a signed-in admin sees the dashboard (spec §2, §6); the server checks every admin call again. A visitor
 * goes to /signIn carrying where they were going (router state and ?from=), so signing in returns them here; a
 * signed-in customer is told the account has no staff access (sending them to /signIn would loop).
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, setUser } = useSession();
  const location = useLocation();
  // A 401 from any dashboard call: the session ended elsewhere. Forgetting the user takes every screen (and the
  // customers' details on it) away at once and sends staff to sign in, back to this very page.
  useEffect(() => onSignedOut(() => setUser(null)), [setUser]);
  if (loading) return <Spinner label="Loading" />;
  if (user && !isAdmin) return <NoStaffAccess email={user.email} />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signIn?from=${encodeURIComponent(from)}`} state={{ from }} replace />;
  }
  return <>{children}</>;
}
