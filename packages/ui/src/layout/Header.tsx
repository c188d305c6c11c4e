import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { firstScreenLabels as labels } from '@tm/core/messages-first-screen';
import { useSession } from '../auth/session';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { NAV_LINKS } from './nav-links';

// Shown only once a signed-in session has loaded, never in the prerendered page or its hydration: the menu, the
// sign-out flow and the avatar stay out of the home route's initial JavaScript (docs/performance-home-js.md).
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function Header() {
  const { user, isAdmin, loading } = useSession();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label="Travel Money home">
          <Logo inverted />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {isAdmin && (
              <li>
                <NavLink to="/dashboard">{labels.header.dashboard}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          {user ? (
            <Suspense fallback={<span className="site-header__user-pending" aria-busy="true" />}>
              <UserMenu user={user} isAdmin={isAdmin} />
            </Suspense>
          ) : (
            <Link to="/signin" className="btn btn--gold btn--small" aria-busy={loading}>
              {labels.header.signIn}
            </Link>
          )}
          <MobileDrawer isAdmin={isAdmin} signedIn={Boolean(user)} />
        </div>
      </div>
    </header>
  );
}
