import { formatMoney } from '@tm/core/money';
import { ID_DOCUMENT_TYPES, idRecordRequestSchema, type OrderCdd } from '@tm/core/schemas';
import { labels, messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmDialog, DialogActions } from '../components/ConfirmDialog';
import { useConfirmState } from '../components/use-confirm-state';
import { dashboardApi } from './api';
import { runAction } from './run-action';

/**
 * Complete, for an order that needs an ID check (issue 18): the spec's confirmation, plus the ID seen (its type
 * and the last 4 characters of its number), which the server stores with the order and audits. Escape and
 * Cancel close it with nothing sent.
 */
export function CompleteWithId({
  order,
  cdd,
  onDone,
}: {
  order: { _id: string; Order_Id: string };
  cdd: OrderCdd;
  onDone: () => Promise<void>;
}) {
  const base = useId();
  const { dialog, run } = useConfirmState();
  const { busy } = dialog;
  const [idType, setIdType] = useState('');
  const [idLast4, setIdLast4] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = idRecordRequestSchema.safeParse({ idType, idLast4 });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
      return;
    }
    setProblem(null);
    await run(() =>
      runAction(() => dashboardApi.complete(order._id, parsed.data), messages.orderCompleted, onDone),
    );
  }

  return (
    <ConfirmDialog
      {...dialog}
      centred
      trigger={
        <button
          type="button"
          className="btn btn--small btn--primary"
          aria-label={`${labels.dashboard.orderActions.complete} order ${order.Order_Id}`}
        >
          {labels.dashboard.orderActions.complete}
        </button>
      }
      title="ID check required"
      text={
        <>
          This customer&apos;s orders in the linked period come to {formatMoney(cdd.linkedGbp, 'GBP')}, so the
          money-laundering rules need their ID checked before order {order.Order_Id} is completed. Record the
          ID you saw.
        </>
      }
    >
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${base}-type`}>Type of ID seen</label>
          <select id={`${base}-type`} value={idType} onChange={(e) => setIdType(e.target.value)} required>
            <option value="">Choose…</option>
            {ID_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${base}-last4`}>Last 4 characters of its number</label>
          <input
            id={`${base}-last4`}
            type="text"
            autoComplete="off"
            maxLength={4}
            required
            value={idLast4}
            onChange={(e) => setIdLast4(e.target.value)}
          />
        </div>
        {problem ? (
          <p role="alert" className="dash-error">
            {problem}
          </p>
        ) : null}
        <DialogActions busy={busy} cancelLabel="Cancel" cancelClassName="btn btn--small btn--neutral">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {messages.confirm.complete}
          </button>
        </DialogActions>
      </form>
    </ConfirmDialog>
  );
}
