import type { RefObject } from 'react';
import { ConfirmDialog, DialogActions } from '../components/ConfirmDialog';
import { useBusy } from '../components/use-confirm-state';
import { deviceTexts } from '../offline-ui/device-texts';
import { notifySuccess } from '../notify';

/**
 * Asked at sign-out while orders on this device are not sent yet (`waiting` > 0; closed at 0): they are kept
 * and sent later, never dropped, and the customer may rather stay signed in until they have gone.
 */
export function SignOutWaitingDialog(props: {
  waiting: number;
  onCancel(): void;
  /** Signs out; resolves with how many orders were kept to be sent, or null when signing out failed. */
  onConfirm(): Promise<{ waiting: number } | null>;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { waiting, onCancel, onConfirm, returnFocusTo } = props;
  const [busy, whileBusy] = useBusy();
  const confirm = () =>
    whileBusy(async () => {
      const kept = await onConfirm();
      if (kept && kept.waiting > 0) notifySuccess(deviceTexts.signedOutKept(kept.waiting));
    });
  return (
    <ConfirmDialog
      open={waiting > 0}
      onOpenChange={(open) => !open && onCancel()}
      busy={busy}
      returnFocusTo={returnFocusTo}
      title={deviceTexts.signOutTitle(waiting)}
      text={deviceTexts.signOutText(waiting)}
    >
      <DialogActions busy={busy} cancelLabel={deviceTexts.signOutCancel}>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void confirm()}>
          {deviceTexts.signOutConfirm(waiting)}
        </button>
      </DialogActions>
    </ConfirmDialog>
  );
}
