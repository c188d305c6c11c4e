import { suspiciousNoteRequestSchema } from '@tm/core/schemas';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { dashboardApi } from './api';
import { DialogNote } from './DialogNote';
import { errorText, isInputRefusal } from './error-text';
import { FormDialog } from './FormDialog';
import { useDialogForm } from './use-dialog-form';

/** Whom the concern is about: this order alone, or the customer behind it. */
type About = 'order' | 'customer';

/**
 * Raise a suspicious-activity note on this order or on its customer (issue 29). Any staff member may; only
 * managers read them (the Concerns screen). Nothing changes on the order and the customer is never told.
 */
export function RaiseConcern({ order }: { order: { Order_Id: string; Email: string } }) {
  const form = useDialogForm();
  const [about, setAbout] = useState<About>('order');
  const [note, setNote] = useState('');

  const submit = () =>
    form.submit(
      suspiciousNoteRequestSchema.safeParse(
        about === 'order' ? { Order_Id: order.Order_Id, note } : { customerEmail: order.Email, note },
      ),
      async (request) => {
        try {
          await dashboardApi.raiseConcern(request);
          toast.success('Concern recorded: a manager will see it');
          setNote('');
        } catch (err) {
          if (isInputRefusal(err)) throw err;
          toast.error(errorText(err));
        }
      },
    );

  const choice = (value: About, label: ReactNode) => (
    <label>
      <input
        type="radio"
        name={form.id('about')}
        checked={about === value}
        onChange={() => setAbout(value)}
      />{' '}
      {label}
    </label>
  );

  return (
    <FormDialog
      form={form}
      tone="neutral"
      action="Raise a concern"
      actionName={`Raise a concern about order ${order.Order_Id}`}
      title={`A concern about order ${order.Order_Id}`}
      text="Say what made you suspicious. Only managers read it; the customer is never told, so do not mention it to them."
      onSubmit={submit}
      submitLabel="Record the concern"
    >
      <fieldset className="field">
        <legend>About</legend>
        {choice('order', 'This order')}
        {choice('customer', <>The customer ({order.Email})</>)}
      </fieldset>
      <DialogNote
        form={form}
        label="What raised the concern"
        value={note}
        onChange={setNote}
        rows={4}
        maxLength={2000}
      />
    </FormDialog>
  );
}
