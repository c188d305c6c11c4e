import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { labels } from '@tm/core/labels';
import type { SessionUser } from '@tm/core';
import { useAskingSignOut } from '../auth/use-asking-sign-out';
import { DEFAULT_AVATAR } from './default-avatar';
import './user-menu.css';

// Asked only when an order waits to be sent at sign-out: the dialog library stays out of every page's first load.
const SignOutWaitingDialog = lazy(() =>
  import('./SignOutWaitingDialog').then((m) => ({ default: m.SignOutWaitingDialog })),
);

/** The avatar button and its menu: the email, Dashboard for admins, Logout. */
export function UserMenu({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useAskingSignOut(() => void navigate('/'));
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Tab past the last item (or Shift+Tab before the button) left the popup open over whatever took focus next
  // (WCAG 2.4.11, an accessibility audit), so it closes; focus stays where the keyboard put it. A null
  // relatedTarget is focus going nowhere (a click on the panel's text, the window losing focus): not a leave.
  const closeWhenFocusLeaves = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget;
    if (next instanceof Node && !e.currentTarget.contains(next)) setOpen(false);
  };

  const logout = async () => {
    setOpen(false);
    await signOut.start();
  };

  return (
    <div className="user-menu" ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.email}`}
        onClick={() => setOpen((o) => !o)}
      >
        <img src={user.photoURL ?? DEFAULT_AVATAR} alt="" width={36} height={36} className="avatar" />
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__email">{user.email}</p>
          <ul>
            {isAdmin && (
              <li>
                <Link to="/dashboard" onClick={() => setOpen(false)}>
                  {labels.header.dashboard}
                </Link>
              </li>
            )}
            <li>
              <Link to="/myOrders" onClick={() => setOpen(false)}>
                My orders
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => void logout()}>
                {labels.header.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
      {signOut.dialog.waiting > 0 ? (
        <Suspense fallback={null}>
          <SignOutWaitingDialog {...signOut.dialog} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
