import type { ContactMessage } from '@tm/core';
import { useState } from 'react';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { runAction } from './run-action';

/**
 * A message's handling (issue 29: "Mark handled" kept no who, when or note): open, a note of what was done and
 * Mark handled; handled, who did it, when and their note, and Open again.
 */
export function MessageHandling({
  message: m,
  onDone,
}: {
  message: ContactMessage;
  onDone: () => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const noteId = `handled-note-${m._id}`;
  const toggle = () =>
    void runAction(
      () =>
        dashboardApi.markMessageHandled(m._id, !m.handled, m.handled ? undefined : note.trim() || undefined),
      m.handled ? `Message from ${m.name} is open again` : `Message from ${m.name} handled`,
      onDone,
    );
  const button = (
    <button type="button" className="btn btn--small btn--neutral" onClick={toggle}>
      {m.handled ? 'Open again' : 'Mark handled'}
      <span className="visually-hidden"> (message from {m.name})</span>
    </button>
  );
  if (m.handled) {
    return (
      <div className="dash-controls dash-message__handling">
        <p data-testid="handled-by">
          Handled
          {m.handledBy ? ` by ${m.handledBy}` : ''}
          {m.handledAt ? (
            <>
              {' '}
              on <time dateTime={m.handledAt}>{formatWhen(new Date(m.handledAt))}</time>
            </>
          ) : null}
          {m.handledNote ? `: ${m.handledNote}` : ''}
        </p>
        {button}
      </div>
    );
  }
  return (
    <div className="dash-controls dash-message__handling">
      <div className="field">
        <label htmlFor={noteId}>What was done (optional)</label>
        <input
          id={noteId}
          type="text"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {button}
    </div>
  );
}
