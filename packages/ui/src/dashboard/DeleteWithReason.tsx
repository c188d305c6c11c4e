import { BRANCH_CANCEL_REASONS, deleteOrderRequestSchema } from '@tm/core/schemas';
import { labels } from '@tm/core/labels';
import { useState } from 'react';
import { dashboardApi } from './api';
import { DialogNote } from './DialogNote';
import { rememberRow } from './focus-next-row';
import { FormDialog } from './FormDialog';
import { runAction } from './run-action';
import { useDialogForm } from './use-dialog-form';

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
  const form = useDialogForm();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const shown =
    reason in BRANCH_CANCEL_REASONS &&
    BRANCH_CANCEL_REASONS[reason as keyof typeof BRANCH_CANCEL_REASONS].shown;

  const submit = () =>
    form.submit(deleteOrderRequestSchema.safeParse({ reason: reason || undefined, note }), (request) => {
      const refocus = rememberRow(order.Order_Id, labels.dashboard.orderActions.delete);
      return runAction(
        () => dashboardApi.deleteOrder(order._id, request),
        deletedMessage,
        async () => {
          await onDone();
          refocus();
        },
        { inForm: true },
      );
    });

  return (
    <FormDialog
      form={form}
      tone="danger"
      action={labels.dashboard.orderActions.delete}
      actionName={`${labels.dashboard.orderActions.delete} order ${order.Order_Id}`}
      title={`Cancel ${named}?`}
      text="The customer is emailed that the branch cancelled it and that nothing was charged. Managers see it in the Deleted register."
      onSubmit={submit}
      submitLabel="Cancel the order"
      cancelLabel="Keep the order"
      danger
    >
      <div className="field">
        <label htmlFor={form.id('reason')}>Reason</label>
        <select {...form.field('reason')} value={reason} onChange={(e) => setReason(e.target.value)} required>
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
      <DialogNote form={form} label="Note for staff" value={note} onChange={setNote} />
    </FormDialog>
  );
}
