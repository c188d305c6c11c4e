import { suspiciousNoteRequestSchema } from '@tm/core/schemas';
import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DialogFormFooter } from './DialogFormFooter';
import { useConfirmState } from '../components/use-confirm-state';
import { dashboardApi } from './api';
import { errorText } from './error-text';
import { ActionButton } from './ActionButton';

/**
 * Raise a suspicious-activity note on this order or on its customer (issue 29). Any staff member may; only
 * managers read them (the Concerns screen). Nothing changes on the order and the customer is never told.
 */
export function RaiseConcern({ order }: { order: { Order_Id: string; Email: string } }) {
  const base = useId();
  const { dialog, run } = useConfirmState();
  const { busy } = dialog;
  const [about, setAbout] = useState<'order' | 'customer'>('order');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = suspiciousNoteRequestSchema.safeParse(
      about === 'order' ? { Order_Id: order.Order_Id, note } : { customerEmail: order.Email, note },
    );
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
      return;
    }
    setProblem(null);
    await run(async () => {
      try {
        await dashboardApi.raiseConcern(parsed.data);
        toast.success('Concern recorded: a manager will see it');
        setNote('');
      } catch (err) {
        toast.error(errorText(err));
      }
    });
  }

  return (
    <ConfirmDialog
      {...dialog}
      centred
      trigger={
        <ActionButton tone="neutral" aria-label={`Raise a concern about order ${order.Order_Id}`}>
          Raise a concern
        </ActionButton>
      }
      title={`A concern about order ${order.Order_Id}`}
      text="Say what made you suspicious. Only managers read it; the customer is never told, so do not mention it to them."
    >
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="field">
          <legend>About</legend>
          <label>
            <input
              type="radio"
              name={`${base}-about`}
              checked={about === 'order'}
              onChange={() => setAbout('order')}
            />{' '}
            This order
          </label>
          <label>
            <input
              type="radio"
              name={`${base}-about`}
              checked={about === 'customer'}
              onChange={() => setAbout('customer')}
            />{' '}
            The customer ({order.Email})
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={`${base}-note`}>What raised the concern</label>
          <textarea
            id={`${base}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={4}
            maxLength={2000}
            required
            aria-describedby={problem ? `${base}-problem` : undefined}
          />
        </div>
        <DialogFormFooter
          problem={problem}
          problemId={`${base}-problem`}
          busy={busy}
          submitLabel="Record the concern"
        />
      </form>
    </ConfirmDialog>
  );
}
