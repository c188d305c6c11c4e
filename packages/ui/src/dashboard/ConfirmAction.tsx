import { messages } from '@tm/core/messages';
import type { ReactNode } from 'react';
import { ConfirmDialog, DialogActions } from '../components/ConfirmDialog';
import { useConfirmState } from '../components/use-confirm-state';
import { ActionButton } from './ActionButton';

interface ConfirmActionProps {
  /** The row button's content. */
  children: ReactNode;
  /** Accessible name of the row button when its content is not enough (e.g. "Delete order 12345678"). */
  triggerLabel?: string;
  /** The confirming button's text, verbatim from spec §8 (e.g. 'Yes, delete it!'). */
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | void;
  variant?: 'danger' | 'primary' | 'neutral';
  disabled?: boolean;
  /** The dialog's question; the spec's 'Are you sure?' unless given ("Accept order 12345678 for …?"). */
  title?: string;
  /** What the dialog says under the question; the spec's "You won't be able to revert this!" unless given. */
  text?: string;
  /** Shown under the text while the dialog is open: what staff should know before confirming (the stock). */
  details?: ReactNode;
}

/**
 * A row action guarded by the spec's confirmation ('Are you sure?' / "You won't be able to revert this!").
 */
export function ConfirmAction({
  children,
  triggerLabel,
  confirmLabel,
  onConfirm,
  variant = 'neutral',
  disabled,
  title = messages.confirm.title,
  text = messages.confirm.text,
  details,
}: ConfirmActionProps) {
  const { dialog, run } = useConfirmState();
  const { busy } = dialog;

  return (
    <ConfirmDialog
      {...dialog}
      centred
      warning
      trigger={
        <ActionButton tone={variant} aria-label={triggerLabel} disabled={disabled || busy}>
          {children}
        </ActionButton>
      }
      title={title}
      text={text}
    >
      {details}
      <DialogActions busy={busy} cancelLabel="Cancel" cancelClassName="btn btn--small btn--neutral">
        {/* The action runs first and the dialog closes after, so a click cannot fire it twice. */}
        <button
          type="button"
          className={`btn btn--${variant === 'neutral' ? 'primary' : variant}`}
          onClick={() => void run(onConfirm)}
          disabled={busy}
        >
          {busy ? (
            <span className="dash-spinner__wheel dash-spinner__wheel--small" aria-hidden="true" />
          ) : null}
          {confirmLabel}
        </button>
      </DialogActions>
    </ConfirmDialog>
  );
}
