import { BRANCH_CANCEL_REASONS, deleteOrderRequestSchema } from '@tm/core/schemas';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DialogFormFooter } from './DialogFormFooter';
import { useConfirmState } from '../components/use-confirm-state';
import { dashboardApi } from './api';
import { rememberRow } from './focus-next-row';
import { runAction } from './run-action';
import { ActionButton } from './ActionButton';

const REASONS = Object.entries(BRANCH_CANCEL_REASONS) as Array<
  [keyof typeof BRANCH_CANCEL_REASONS, (typeof BRANCH_CANCEL_REASONS)[keyof typeof BRANCH_CANCEL_REASONS]]
>;

/**
 * Delete = cancel by the branch (issue 29): the dialog names the order, asks why (a reason from the list and a
 * note for staff), and says what the customer will be told. Checked with the server's core schema first, so a
 * missing reason is said here. Escape and Cancel close it with nothing sent.
 */
export function DeleteWithReason({
  order,
  named = `order ${order.Order_Id}`,
  deletedMessage,
  onDone,
}: {
  order: { _id: string; Order_Id: string };
  /** How the dialog names the order: its number, and the customer and amount where the screen has them. */
  named?: string;
  deletedMessage: string;
  onDone: () => Promise<void>;
}) {
  const base = useId();
  const { dialog, run } = useConfirmState();
  const { busy } = dialog;
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown =
    reason in BRANCH_CANCEL_REASONS &&
    BRANCH_CANCEL_REASONS[reason as keyof typeof BRANCH_CANCEL_REASONS].shown;
  const describedBy = problem ? `${base}-problem` : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = deleteOrderRequestSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
      return;
    }
    setProblem(null);
    const refocus = rememberRow(order.Order_Id);
    await run(() =>
      runAction(
        () => dashboardApi.deleteOrder(order._id, parsed.data),
        deletedMessage,
        async () => {
          await onDone();
          refocus();
        },
      ),
    );
  }

  return (
    <ConfirmDialog
      {...dialog}
      centred
      warning
      trigger={
        <ActionButton
          tone="danger"
          aria-label={`${labels.dashboard.orderActions.delete} order ${order.Order_Id}`}
        >
          {labels.dashboard.orderActions.delete}
        </ActionButton>
      }
      title={`Cancel ${named}?`}
      text="The customer is emailed that the branch cancelled it and that nothing was charged. Managers see it in the Deleted register."
    >
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${base}-reason`}>Reason</label>
          <select
            id={`${base}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            aria-describedby={describedBy}
          >
            <option value="">Choose…</option>
            {REASONS.map(([value, r]) => (
              <option key={value} value={value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <p className="field__hint" aria-live="polite">
          {reason
            ? shown
              ? 'The customer is told this reason.'
              : 'The customer is not told this reason.'
            : ''}
        </p>
        <div className="field">
          <label htmlFor={`${base}-note`}>Note for staff</label>
          <textarea
            id={`${base}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            rows={3}
            maxLength={500}
            aria-describedby={describedBy}
          />
        </div>
        <DialogFormFooter
          problem={problem}
          problemId={`${base}-problem`}
          busy={busy}
          submitLabel="Cancel the order"
          cancelLabel="Keep the order"
          danger
        />
      </form>
    </ConfirmDialog>
  );
}
