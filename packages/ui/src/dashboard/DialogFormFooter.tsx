import { DialogActions } from '../components/ConfirmDialog';

/**
 * The end of every staff dialog that is a form (delete with a reason, raise a concern, complete with the ID
 * record): the problem the form found, announced and tied to its fields by `problemId`, then the submit and
 * cancel buttons, both disabled while the request runs.
 */
export function DialogFormFooter({
  problem,
  problemId,
  busy,
  submitLabel,
  cancelLabel = 'Cancel',
  danger = false,
}: {
  problem: string | null;
  problemId: string;
  busy: boolean;
  submitLabel: string;
  cancelLabel?: string;
  danger?: boolean;
}) {
  return (
    <>
      {problem ? (
        // Focusable, so a problem no field owns (a total past the limit) can take the keyboard.
        <p role="alert" className="dash-error" id={problemId} tabIndex={-1}>
          {problem}
        </p>
      ) : null}
      <DialogActions busy={busy} cancelLabel={cancelLabel} cancelClassName="btn btn--small btn--neutral">
        <button type="submit" className={danger ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
          {submitLabel}
        </button>
      </DialogActions>
    </>
  );
}
