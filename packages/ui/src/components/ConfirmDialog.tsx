import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode, RefObject } from 'react';
import './confirm-dialog.css';
import { dismissNotices } from '../notify';

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
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, busy, trigger, returnFocusTo, title, text, centred, warning, children } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content
          className={centred ? 'dialog dialog--centred' : 'dialog'}
          // Radix hides the rest of the page from assistive tech; aria-modal says so to those that read it.
          aria-modal="true"
          onOpenAutoFocus={dismissNotices}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
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
