import { formatMoney } from '@tm/core/money';
import { ID_DOCUMENT_TYPES, idRecordRequestSchema, type OrderCdd } from '@tm/core/schemas';
import { idRecordProblem } from '@tm/core/compliance';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DialogFormFooter } from './DialogFormFooter';
import { useConfirmState } from '../components/use-confirm-state';
import { dashboardApi } from './api';
import { runAction } from './run-action';
import { ActionButton } from './ActionButton';

/**
 * Complete, for an order that needs an ID check (issues 18, 29): the spec's confirmation, plus the ID record a
 * compliance officer needs (document type, number, expiry, date of birth; who checked and when are the
 * server's), stored with the order and audited. Checked here with the same core schema and rules as the server
 * (in date, 18 or over) so a mistake is said before anything is sent. Escape and Cancel close it unsent.
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
  const [record, setRecord] = useState({ idType: '', idNumber: '', idExpiry: '', dateOfBirth: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof record) => ({
    id: `${base}-${name}`,
    value: record[name],
    onChange: (e: { target: { value: string } }) => setRecord((r) => ({ ...r, [name]: e.target.value })),
    required: true,
    'aria-describedby': problem ? `${base}-problem` : undefined,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = idRecordRequestSchema.safeParse(record);
    const wrong = parsed.success
      ? idRecordProblem(parsed.data, new Date())
      : (parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
    if (!parsed.success || wrong) {
      setProblem(wrong);
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
        <ActionButton
          tone="primary"
          aria-label={`${labels.dashboard.orderActions.complete} order ${order.Order_Id}`}
        >
          {labels.dashboard.orderActions.complete}
        </ActionButton>
      }
      title="ID check required"
      text={
        <>
          This customer&apos;s orders in the linked period come to {formatMoney(cdd.linkedGbp, 'GBP')}, so the
          money-laundering rules need their ID checked before order {order.Order_Id} is completed. Record the
          ID you saw: it stays with the branch and is never shown to the customer.
        </>
      }
    >
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${base}-idType`}>Type of ID seen</label>
          <select {...field('idType')}>
            <option value="">Choose…</option>
            {ID_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${base}-idNumber`}>Document number</label>
          <input {...field('idNumber')} type="text" autoComplete="off" maxLength={30} spellCheck={false} />
        </div>
        <div className="field">
          <label htmlFor={`${base}-idExpiry`}>Expiry date</label>
          <input {...field('idExpiry')} type="date" />
        </div>
        <div className="field">
          <label htmlFor={`${base}-dateOfBirth`}>Date of birth</label>
          <input {...field('dateOfBirth')} type="date" autoComplete="off" />
        </div>
        <DialogFormFooter
          problem={problem}
          problemId={`${base}-problem`}
          busy={busy}
          submitLabel={messages.confirm.complete}
        />
      </form>
    </ConfirmDialog>
  );
}
