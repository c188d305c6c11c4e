import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import './confirm-dialog.css';
import { dismissNotices } from '../notify';
import { firstUsableField } from './first-field';

interface ConfirmDialogProps {
  open: boolean;
  /** Called when the customer or staff opens or closes it; never while `busy` (an action is on its way). */
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The button that opens the dialog; absent when the dialog is opened by an action that then goes away. */
  trigger?: ReactNode;
  /** Where focus goes when it closes, for a dialog without a trigger (Radix returns it to the trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: ReactNode;
  text: ReactNode;
  /** The dashboard's look: centred. The tracking page's dialog reads left to right. */
  centred?: boolean;
  /** A "!" badge above the title (the spec's 'Are you sure?' warning). */
  warning?: boolean;
  /** What stands between the text and the end: an error, a form (which then holds the actions itself). */
  children?: ReactNode;
}

/**
 * A question asked before an action that cannot be undone. Radix keeps focus inside the dialog, Escape and
 * the cancel button close it, and focus returns to the trigger.
 *
 * - A question opens on its cancel button (Radix's choice for alert dialogs: Enter never confirms by accident);
 *   a dialog holding a form opens on its first field, where the work starts.
 * - When it closes, a trigger (or `returnFocusTo`) the screen has since redrawn away (the order's row after
 *   another cashier's change, the sign-out button of a page that signing out replaced) cannot take focus
 *   back, and the browser would drop it on the page's body: where the screen has not put it somewhere itself
 *   already, its <main> takes it, so the keyboard stays in the screen.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, busy, trigger, returnFocusTo, title, text, centred, warning, children } = props;
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? (
        <AlertDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </AlertDialog.Trigger>
      ) : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content
          className={centred ? 'dialog dialog--centred' : 'dialog'}
          // Radix hides the rest of the page from assistive tech; aria-modal says so to those that read it.
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            dismissNotices();
            const form = (event.currentTarget as HTMLElement | null)?.querySelector('form');
            const field = firstUsableField(form);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            const back = returnFocusTo ? returnFocusTo.current : triggerRef.current;
            if (back?.isConnected) {
              // Radix gives focus back to a trigger itself.
              if (!returnFocusTo) return;
              event.preventDefault();
              back.focus();
              return;
            }
            // What it would go back to is gone. The screen may already have put the keyboard where the work
            // goes on (a signed-off till's closed line); else its <main> takes it, not the body.
            event.preventDefault();
            const active = document.activeElement;
            if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
            document.querySelector<HTMLElement>('main')?.focus();
          }}
        >
          {warning ? (
            <div className="dialog__icon" aria-hidden="true">
              !
            </div>
          ) : null}
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__text">{text}</AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The dialog's buttons: the confirming one first, then the one that closes it with nothing done. */
export function DialogActions({
  busy,
  cancelLabel,
  cancelClassName = 'btn btn--neutral',
  children,
}: {
  busy: boolean;
  cancelLabel: string;
  cancelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="dialog__actions">
      {children}
      <AlertDialog.Cancel asChild>
        <button type="button" className={cancelClassName} disabled={busy}>
          {cancelLabel}
        </button>
      </AlertDialog.Cancel>
    </div>
  );
}
