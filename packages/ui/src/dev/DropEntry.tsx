import { useState } from 'react';
import type { OutboxEntry, SyncInspector } from '@tm/offline';
import { ConfirmDialog, DialogActions } from '../components/ConfirmDialog';
import { useConfirmState } from '../components/use-confirm-state';
import { dropConsequence } from './inspector-texts';

/** "Drop": only after a dialog that says what is lost; never for a row being sent. */
export function DropEntry({ entry, port }: { entry: OutboxEntry; port: SyncInspector }) {
  const { dialog, run } = useConfirmState();
  const [error, setError] = useState('');
  const consequence = dropConsequence(entry);
  if (consequence === null)
    return <p className="muted">It cannot be dropped while a request for it is on its way.</p>;
  return (
    <>
      <ConfirmDialog
        {...dialog}
        warning
        trigger={
          <button type="button" className="btn btn--danger btn--small" onClick={() => setError('')}>
            Drop…
          </button>
        }
        title="Drop this outbox entry?"
        text={consequence}
      >
        <DialogActions busy={dialog.busy} cancelLabel="Keep it">
          <button
            type="button"
            className="btn btn--danger"
            disabled={dialog.busy}
            onClick={() =>
              void run(async () => {
                const result = await port.drop(entry.key);
                if (!result.ok)
                  setError(
                    result.reason === 'sending'
                      ? 'Not dropped: a request for it started meanwhile.'
                      : 'It was already gone.',
                  );
              })
            }
          >
            Drop it for good
          </button>
        </DialogActions>
      </ConfirmDialog>
      {error ? (
        <p role="alert" className="sync-inspector__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
