import { plainAmount } from '@tm/core/amount';
import { amendOrderRequestSchema } from '@tm/core/schemas';
import { foreignCode } from '@tm/core/line-sides';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Order } from '@tm/core';
import { useOrderRules } from '../hooks/use-order-rules';
import { dashboardApi } from './api';
import { amendedLimitProblem, amendedLine, amendedLineText } from './amended-lines';
import { actionErrorText, isInputRefusal } from './error-text';
import { FormDialog } from './FormDialog';
import { useDialogForm } from './use-dialog-form';

/**
 * Change amounts (issue 30, `orders.amend`): a new amount the customer gives per line (GBP for Collect, the
 * currency for Sell). The server reprices at the guaranteed rate while the guarantee lasts, else today's,
 * audits it and emails the customer; this dialog says which rate it used.
 */
export function AmendOrder({ order, onDone }: { order: Order; onDone: () => Promise<void> }) {
  const given = () => order.Orders.map((l) => l.currencyTake);
  const [amounts, setAmounts] = useState(given);
  // The server reprices at the guaranteed rates until the hold it promised ends (heldUntil), else at today's;
  // read as the dialog opens. An order priced before that end was stored has none; the hint then shows, and
  // the server's answer says which rate it used.
  const [guaranteed, setGuaranteed] = useState(true);
  // Opened again, the amounts start from the order's: a cancelled change is not kept to be saved by mistake.
  const form = useDialogForm({
    onOpen: () => {
      setAmounts(given());
      setGuaranteed(!order.heldUntil || Date.now() < Date.parse(order.heldUntil));
    },
  });
  const limits = useOrderRules();
  if (order.Status !== 'Pending' && order.Status !== 'Accepted') return null;
  const gives = (l: Order['Orders'][number]) => l.currencyTakecurrent;

  const submit = () =>
    form.submit(
      amendOrderRequestSchema.safeParse({
        // Typed as the customer forms take it ("4,000", "£4,000"), read the same way (core plainAmount).
        lines: order.Orders.map((l, i) => ({
          code: foreignCode(l),
          currencyTake: plainAmount(amounts[i] ?? ''),
          // What this screen showed: another cashier's change meanwhile is refused, not written over.
          was: l.currencyTake,
        })),
      }),
      async (request) => {
        try {
          const { rate } = await dashboardApi.amendOrder(order.Order_Id, request);
          toast.success(
            rate === 'guaranteed'
              ? `Order ${order.Order_Id} changed at its guaranteed rate; the customer is emailed.`
              : `Order ${order.Order_Id} changed at today's rate (its guarantee had ended); the customer is emailed.`,
          );
        } catch (err) {
          // A refused amount stays in the dialog to be corrected (useDialogForm); anything else is a toast.
          if (isInputRefusal(err)) throw err;
          toast.error(actionErrorText(err));
        }
        await onDone();
      },
      () => {
        // Past the guarantee only the server knows today's prices; it checks the limit on them.
        const problem =
          limits && guaranteed ? amendedLimitProblem(order, amounts.map(plainAmount), limits) : null;
        // The total is over: the first amount takes the keyboard to be lowered.
        return problem ? { message: problem, path: [0] } : null;
      },
    );

  return (
    <FormDialog
      form={form}
      tone="neutral"
      action="Change amounts"
      actionName={`Change the amounts of order ${order.Order_Id}`}
      title={`Change the amounts of order ${order.Order_Id}`}
      text="Repriced by the server at the rate guaranteed to the customer while the guarantee lasts. The customer is emailed the new amounts."
      onSubmit={submit}
      submitLabel="Reprice and save"
    >
      {order.Orders.map((l, i) => {
        // What the amount comes to, said as it is typed (a Collect amount is rounded up to the next £10), while
        // the guaranteed rate is the one the server will use.
        const priced = guaranteed ? amendedLine(l, order.status, plainAmount(amounts[i] ?? '')) : null;
        const hintId = `${form.id(i)}-priced`;
        return (
          <div className="field" key={foreignCode(l)}>
            <label htmlFor={form.id(i)}>
              {foreignCode(l)}: the customer gives ({gives(l)})
            </label>
            <input
              {...form.field(i, ...(priced ? [hintId] : []))}
              type="text"
              inputMode="decimal"
              value={amounts[i] ?? ''}
              onChange={(e) => setAmounts((all) => all.map((a, j) => (j === i ? e.target.value : a)))}
            />
            {priced ? (
              <p className="field__hint" id={hintId}>
                {amendedLineText(priced, order.status)}
              </p>
            ) : null}
          </div>
        );
      })}
    </FormDialog>
  );
}
