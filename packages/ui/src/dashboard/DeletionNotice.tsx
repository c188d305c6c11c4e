import { BRANCH_CANCEL_REASONS } from '@tm/core/schemas';
import type { OrderDeletion } from '@tm/core';
import { formatWhen } from '../components/format-when';

/**
 * Heads the details of an order the branch cancelled (issue 29's soft delete). A link still leads here (the
 * branch's email, a concern), so the screen says what happened instead of "not found": who cancelled it, when,
 * why, and the note to those who may read it. Nothing can be done with the order any more.
 */
export function DeletionNotice({ deletion }: { deletion: OrderDeletion }) {
  return (
    <section className="card deletion-notice" aria-labelledby="deletion-notice-title">
      <h3 id="deletion-notice-title">Cancelled by the branch</h3>
      <p>
        Deleted <time dateTime={deletion.deletedAt}>{formatWhen(new Date(deletion.deletedAt))}</time> by{' '}
        {deletion.deletedBy}. It is in no order list, and it can no longer be accepted, completed or changed.
      </p>
      <dl>
        <div>
          <dt>Reason</dt>
          <dd>{deletion.reason ? BRANCH_CANCEL_REASONS[deletion.reason].label : 'Not recorded'}</dd>
        </div>
        {deletion.note ? (
          <div>
            <dt>Note for staff</dt>
            <dd>{deletion.note}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
