import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { SessionUser } from '@tm/core';
import { useSignOut } from '../auth/use-sign-out';
import { notifyError, notifySuccess } from '../notify';
import { DEFAULT_AVATAR } from './default-avatar';
import './user-menu.css';

// Asked only when an order waits to be sent at sign-out: the dialog library stays out of every page's first load.
const SignOutWaitingDialog = lazy(() =>
  import('./SignOutWaitingDialog').then((m) => ({ default: m.SignOutWaitingDialog })),
);

/** The avatar button and its menu: the email, Dashboard for admins, Logout. */
export function UserMenu({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const { signOut, waiting } = useSignOut();
  /** Orders not sent yet, when the customer is being asked about them before signing out. */
  const [asking, setAsking] = useState(0);
  const navigate = useNavigate();
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

  /** Resolves with how many orders were kept to be sent (the dialog that asked says so), null on failure. */
  const signOutNow = async () => {
    try {
      const kept = await signOut();
      notifySuccess(messages.loggedOut);
      navigate('/');
      return kept;
    } catch {
      notifyError(messages.somethingWentWrong);
      return null;
    }
  };

  // Orders not sent yet are never dropped: the customer hears they stay, and can stay signed in instead.
  const logout = async () => {
    setOpen(false);
    const notSent = await waiting().catch(() => 0);
    if (notSent > 0) setAsking(notSent);
    else await signOutNow();
  };

  return (
    <div className="user-menu" ref={rootRef}>
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
      {asking > 0 ? (
        <Suspense fallback={null}>
          <SignOutWaitingDialog
            waiting={asking}
            onCancel={() => setAsking(0)}
            onConfirm={signOutNow}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
