import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { Spinner } from './Spinner';

/**
 * Only a signed-in admin sees the dashboard (spec §2, §6); the server checks every admin call again. Anyone else
 * goes to /signIn carrying where they were going (router state and ?from=), so signing in returns them here.
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useSession();
  const location = useLocation();
  if (loading) return <Spinner label="Loading" />;
  if (!user || !isAdmin) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signIn?from=${encodeURIComponent(from)}`} state={{ from }} replace />;
  }
  return <>{children}</>;
}
