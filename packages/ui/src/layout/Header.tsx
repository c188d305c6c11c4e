import { Link, NavLink } from 'react-router';
import { labels } from '@tm/core/labels';
import { useSession } from '../auth/session';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { NAV_LINKS } from './nav-links';
import { UserMenu } from './UserMenu';

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
            <UserMenu user={user} isAdmin={isAdmin} />
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
