import { ConfirmDialog, DialogActions } from '../components/ConfirmDialog';
import { useConfirmState } from '../components/use-confirm-state';
import { notifyError, notifySuccess } from '../notify';
import { messages } from '@tm/core/messages';
import { useOfflineStore } from '../store-context';
import { deviceTexts } from './device-texts';
import { forgetThisDevice } from './forget-device';

/**
 * "Forget this device" on My orders: asks first, saying exactly what goes and what stays (orders not sent yet),
 * then takes the customer's orders and cart off the device. `waiting` is how many orders are still to be sent.
 */
export function ForgetDeviceButton({ waiting }: { waiting: number }) {
  const store = useOfflineStore();
  const { dialog, run } = useConfirmState();

  const forget = () =>
    run(async () => {
      try {
        const outcome = await forgetThisDevice(store);
        notifySuccess(
          outcome.waiting > 0 ? deviceTexts.forgottenKept(outcome.waiting) : deviceTexts.forgotten,
        );
      } catch {
        notifyError(messages.somethingWentWrong);
      }
    });

  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <button type="button" className="btn btn--outline btn--small">
          {deviceTexts.forgetButton}
        </button>
      }
      title={deviceTexts.forgetTitle}
      text={deviceTexts.forgetText}
    >
      <p className="forget-device__lead">{deviceTexts.forgetRemoves}</p>
      <ul className="forget-device__list">
        {deviceTexts.forgetRemovedItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {waiting > 0 ? <p className="forget-device__kept">{deviceTexts.forgetKeeps(waiting)}</p> : null}
      <DialogActions busy={dialog.busy} cancelLabel={deviceTexts.forgetCancel}>
        <button
          type="button"
          className="btn btn--danger"
          disabled={dialog.busy}
          onClick={() => void forget()}
        >
          {deviceTexts.forgetConfirm}
        </button>
      </DialogActions>
    </ConfirmDialog>
  );
}
