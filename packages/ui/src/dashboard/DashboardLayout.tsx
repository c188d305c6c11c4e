import { labels } from '@tm/core/messages';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { UserMenu } from '../layout/UserMenu';
import { MenuDrawer } from './MenuDrawer';
import { SideMenu } from './SideMenu';

/** Title bar, side menu (a drawer on small screens), the content area and the 'Currency Dashboard' footer. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useSession();
  useEffect(() => {
    const before = document.title;
    document.title = labels.dashboard.title;
    return () => {
      document.title = before;
    };
  }, []);

  return (
    <div className="dash">
      <div className="dash-topbar">
        <MenuDrawer />
        <h1 className="dash-topbar__title">{labels.dashboard.title}</h1>
        {/* The spec's user menu (email, Logout with 'Log out successfully'), so staff sign out from here too. */}
        {user ? (
          <div className="dash-topbar__user">
            <UserMenu user={user} isAdmin={isAdmin} />
          </div>
        ) : null}
      </div>
      <div className="dash-body">
        <nav className="dash-sidebar" aria-label={labels.dashboard.title}>
          <SideMenu />
        </nav>
        <div className="dash-content">{children}</div>
      </div>
      <footer className="dash-footer">
        {labels.dashboard.footer} © {labels.dashboard.copyrightYear}
      </footer>
    </div>
  );
}
