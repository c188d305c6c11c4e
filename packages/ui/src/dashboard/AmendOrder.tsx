import { amendOrderRequestSchema } from '@tm/core/schemas';
import { foreignCode } from '@tm/core/line-sides';
import { messages } from '@tm/core/messages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Order } from '@tm/core';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useConfirmState } from '../components/use-confirm-state';
import { dashboardApi } from './api';
import { DialogFormFooter } from './DialogFormFooter';
import { actionErrorText } from './error-text';
import { ActionButton } from './ActionButton';

/**
 * Change amounts (issue 30, `orders.amend`): a new amount the customer gives per line (GBP for Collect, the
 * currency for Sell). The server reprices at the guaranteed rate while the guarantee lasts, else today's,
 * audits it and emails the customer; this dialog says which rate it used.
 */
export function AmendOrder({ order, onDone }: { order: Order; onDone: () => Promise<void> }) {
  const base = useId();
  const { dialog, run } = useConfirmState();
  const [amounts, setAmounts] = useState(() => order.Orders.map((l) => l.currencyTake));
  const [problem, setProblem] = useState<string | null>(null);
  if (order.Status !== 'Pending' && order.Status !== 'Accepted') return null;
  const gives = (l: Order['Orders'][number]) => l.currencyTakecurrent;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = amendOrderRequestSchema.safeParse({
      lines: order.Orders.map((l, i) => ({ code: foreignCode(l), currencyTake: amounts[i] ?? '' })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.somethingWentWrong);
      return;
    }
    setProblem(null);
    await run(async () => {
      try {
        const { rate } = await dashboardApi.amendOrder(order.Order_Id, parsed.data);
        toast.success(
          rate === 'guaranteed'
            ? `Order ${order.Order_Id} changed at its guaranteed rate; the customer is emailed.`
            : `Order ${order.Order_Id} changed at today's rate (its guarantee had ended); the customer is emailed.`,
        );
      } catch (err) {
        toast.error(actionErrorText(err));
      }
      await onDone();
    });
  }

  return (
    <ConfirmDialog
      {...dialog}
      centred
      trigger={
        <ActionButton tone="neutral" aria-label={`Change the amounts of order ${order.Order_Id}`}>
          Change amounts
        </ActionButton>
      }
      title={`Change the amounts of order ${order.Order_Id}`}
      text="Repriced by the server at the rate guaranteed to the customer while the guarantee lasts. The customer is emailed the new amounts."
    >
      <form className="dash-form" onSubmit={(e) => void submit(e)} noValidate>
        {order.Orders.map((l, i) => (
          <div className="field" key={foreignCode(l)}>
            <label htmlFor={`${base}-${i}`}>
              {foreignCode(l)}: the customer gives ({gives(l)})
            </label>
            <input
              id={`${base}-${i}`}
              type="text"
              inputMode="decimal"
              value={amounts[i] ?? ''}
              onChange={(e) => setAmounts((all) => all.map((a, j) => (j === i ? e.target.value : a)))}
            />
          </div>
        ))}
        <DialogFormFooter
          problem={problem}
          problemId={`${base}-problem`}
          busy={dialog.busy}
          submitLabel="Reprice and save"
        />
      </form>
    </ConfirmDialog>
  );
}
