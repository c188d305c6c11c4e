import { labels } from '@tm/core/labels';
import { copyrightYear } from '@tm/core/copyright-year';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { UserMenu } from '../layout/UserMenu';
import { DashToaster } from './DashToaster';
import { MenuDrawer } from './MenuDrawer';
import { NewOrderCue } from './NewOrderCue';
import { SideMenu } from './SideMenu';
import { useFocusScreenFromMenu } from './use-focus-screen';

/**
 * Skip link, title bar (with the new-order cue), side menu (a drawer on small screens), the screen in <main>,
 * the 'Currency Dashboard' footer and the dashboard's own toasts.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useSession();
  // Each screen sets its own tab title (screen-title.ts); arriving from the menu, focus goes to its heading.
  useFocusScreenFromMenu();

  return (
    <div className="dash">
      {/* Past the menu in one Tab (issue 29: 296 Tabs to reach Complete). */}
      <a className="skip-link" href="#dash-main">
        Skip to main content
      </a>
      <header className="dash-topbar">
        <MenuDrawer />
        <h1 className="dash-topbar__title">{labels.dashboard.title}</h1>
        <NewOrderCue />
        {/* The spec's user menu (email, Logout with 'Log out successfully'), so staff sign out from here too. */}
        {user ? (
          <div className="dash-topbar__user">
            <UserMenu user={user} isAdmin={isAdmin} />
          </div>
        ) : null}
      </header>
      <div className="dash-body">
        <nav className="dash-sidebar" aria-label={labels.dashboard.title}>
          <SideMenu />
        </nav>
        {/* One <main> for every screen (axe: landmark-one-main, region). */}
        <main className="dash-content" id="dash-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <footer className="dash-footer">
        {labels.dashboard.footer} © {copyrightYear()}
      </footer>
      <DashToaster />
    </div>
  );
}
