import { NavLink } from 'react-router';
import { useSession } from '../auth/session';
import { menuFor } from './menu';
import type { FromMenu } from './use-focus-screen';

/** The dashboard's menu links; `onNavigate` lets the phone drawer close itself after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  return (
    <ul className="dash-menu">
      {menuFor(user?.role).map((entry) => (
        <li key={entry.to}>
          <NavLink
            to={entry.to}
            end={entry.end}
            state={{ fromMenu: true } satisfies FromMenu}
            className={({ isActive }) =>
              isActive ? 'dash-menu__link dash-menu__link--active' : 'dash-menu__link'
            }
            onClick={onNavigate}
          >
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
