import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { labels } from '@tm/core/labels';
import { MenuIcon } from '../components/MenuIcon';
import { NAV_LINKS } from './nav-links';

/**
 * The small-screen slide-out menu, on the native modal <dialog>: the browser makes the page behind it inert,
 * keeps focus inside, closes it on Escape; focus goes back to the menu button on close. No library needed,
 * which keeps the first load of every page small.
 */
export function MobileDrawer({ isAdmin, signedIn }: { isAdmin: boolean; signedIn: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A click on the backdrop lands on the <dialog> itself (the panel fills the box): close.
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) setOpen(false);
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const links = [
    ...NAV_LINKS,
    // This device's orders: on a phone the drawer is the header (the wide header keeps to one row of links).
    { to: '/myOrders', label: 'My orders' },
    ...(isAdmin ? [{ to: '/dashboard', label: labels.header.dashboard }] : []),
    ...(signedIn ? [] : [{ to: '/signin', label: labels.header.signIn }]),
  ];

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={labels.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        className="drawer"
        aria-labelledby="drawer-title"
        onClose={onClose}
        onCancel={() => setOpen(false)}
      >
        <div className="drawer__panel">
          <div className="drawer__top">
            <h2 id="drawer-title" className="drawer__title">
              Menu
            </h2>
            <button
              type="button"
              className="drawer__close"
              aria-label={labels.header.closeMenu}
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="drawer__links">
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} onClick={() => setOpen(false)}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
