import { useState } from 'react';
import { ApiError } from '../../api/client';
import { ConfirmDialog, DialogActions } from '../../components/ConfirmDialog';
import { messages } from '@tm/core/messages';

interface CancelOrderProps {
  orderId: string;
  /** Sends the cancel (POST /api/track/cancel); resolves when the order is Cancelled. */
  onCancel: () => Promise<unknown>;
}

/**
 * "Cancel this order" on the tracking page, shown only while the order is Pending (issue 16.9: e.g. an order
 * queued offline and repriced on the server). A confirmation first, as the dashboard's ConfirmAction: Escape
 * and "Keep my order" close it, and focus returns to the button. A refusal
 * (the branch accepted it meanwhile) is said in the dialog, which then stays open.
 */
export function CancelOrder({ orderId, onCancel }: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onCancel();
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
      busy={busy}
      trigger={
        <button type="button" className="btn btn--danger" disabled={busy}>
          Cancel this order
        </button>
      }
      title={`Cancel order ${orderId}?`}
      text="The branch will not prepare it and nothing is charged. This cannot be undone; you are welcome to order again."
    >
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <DialogActions busy={busy} cancelLabel="Keep my order">
        {/* The cancel runs first and the dialog closes after, so a second click cannot send it twice. */}
        <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={busy}>
          Yes, cancel it
        </button>
      </DialogActions>
    </ConfirmDialog>
  );
}
