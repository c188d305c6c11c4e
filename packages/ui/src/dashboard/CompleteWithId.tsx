import { formatMoney } from '@tm/core/money';
import { ID_DOCUMENT_TYPES, idRecordRequestSchema, type OrderCdd } from '@tm/core/schemas';
import { idRecordProblem } from '@tm/core/compliance';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { useState } from 'react';
import { dashboardApi } from './api';
import { FormDialog } from './FormDialog';
import { rememberRow } from './focus-next-row';
import { runAction } from './run-action';
import { useDialogForm } from './use-dialog-form';

/**
 * Complete, for an order that needs an ID check (issues 18, 29): the spec's confirmation, plus the ID record a
 * compliance officer needs (document type, number, expiry, date of birth; who checked and when are the
 * server's), stored with the order and audited. Checked here with the same core schema and rules as the server
 * (in date, 18 or over) so a mistake is said before anything is sent. Escape and Cancel close it unsent.
 */
export function CompleteWithId({
  order,
  named = `order ${order.Order_Id}`,
  seenGbp,
  cdd,
  onDone,
}: {
  order: { _id: string; Order_Id: string };
  /** The order as every confirmation names it: number, customer and amount (issue 29). */
  named?: string;
  /** The GBP total the screen shows, checked by the server (an amend since is refused). */
  seenGbp?: string;
  cdd: OrderCdd;
  onDone: () => Promise<void>;
}) {
  const form = useDialogForm();
  const [record, setRecord] = useState({ idType: '', idNumber: '', idExpiry: '', dateOfBirth: '' });
  const field = (name: keyof typeof record) => ({
    ...form.field(name),
    value: record[name],
    onChange: (e: { target: { value: string } }) => setRecord((r) => ({ ...r, [name]: e.target.value })),
    required: true,
  });

  const submit = () =>
    form.submit(
      idRecordRequestSchema.safeParse(record),
      (request) => {
        // As every order action: the keyboard goes on to the next order once the list has redrawn.
        const refocus = rememberRow(order.Order_Id, labels.dashboard.orderActions.complete);
        return runAction(
          () => dashboardApi.complete(order._id, request, seenGbp),
          messages.orderCompleted,
          async () => {
            await onDone();
            refocus();
          },
          { inForm: true },
        );
      },
      (request) => idRecordProblem(request, new Date()),
    );

  return (
    <FormDialog
      form={form}
      tone="primary"
      action={labels.dashboard.orderActions.complete}
      actionName={`${labels.dashboard.orderActions.complete} order ${order.Order_Id}`}
      title={`${labels.dashboard.orderActions.complete} ${named}?`}
      text={
        <>
          <strong>ID check required.</strong> This customer&apos;s orders in the linked period come to{' '}
          {formatMoney(cdd.linkedGbp, 'GBP')}, so the money-laundering rules need their ID checked before
          order {order.Order_Id} is completed. Record the ID you saw: it stays with the branch and is never
          shown to the customer.
        </>
      }
      onSubmit={submit}
      submitLabel={messages.confirm.complete}
    >
      <div className="field">
        <label htmlFor={form.id('idType')}>Type of ID seen</label>
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
        <label htmlFor={form.id('idNumber')}>Document number</label>
        <input {...field('idNumber')} type="text" autoComplete="off" maxLength={30} spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor={form.id('idExpiry')}>Expiry date</label>
        <input {...field('idExpiry')} type="date" />
      </div>
      <div className="field">
        <label htmlFor={form.id('dateOfBirth')}>Date of birth</label>
        <input {...field('dateOfBirth')} type="date" autoComplete="off" />
      </div>
    </FormDialog>
  );
}
