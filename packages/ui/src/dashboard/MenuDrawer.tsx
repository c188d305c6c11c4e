import * as Dialog from '@radix-ui/react-dialog';
import { labels } from '@tm/core/labels';
import { useRef, useState } from 'react';
import { MenuIcon } from '../components/MenuIcon';
import { SideMenu } from './SideMenu';
import { focusScreenHeading } from './use-focus-screen';

/**
 * The side menu as a slide-out drawer on small screens: a modal dialog, so focus stays inside while it is open,
 * Escape or the close button shuts it, and focus returns to the menu button.
 */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  // A link chosen closes the drawer onto a new screen: focus goes to its heading, not back to the menu button.
  const linkChosen = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="menu-button" aria-label={labels.header.openMenu}>
          <MenuIcon />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="drawer drawer--left"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (!linkChosen.current) return;
            linkChosen.current = false;
            e.preventDefault();
            focusScreenHeading();
          }}
        >
          <div className="drawer__panel">
            <div className="drawer__top">
              <Dialog.Title className="drawer__title">{labels.dashboard.title}</Dialog.Title>
              <Dialog.Close asChild>
                <button type="button" className="drawer__close" aria-label={labels.header.closeMenu}>
                  <span aria-hidden="true">×</span>
                </button>
              </Dialog.Close>
            </div>
            <nav aria-label={labels.dashboard.title}>
              <SideMenu
                onNavigate={() => {
                  linkChosen.current = true;
                  setOpen(false);
                }}
              />
            </nav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
