import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { Order } from '@tm/core';
import { orderAmountText, orderGbpTotal } from '@tm/core/order-money';
import { allowedOrderActions } from '@tm/core/order-status';
import { Link } from 'react-router';
import { dashboardApi } from './api';
import { CompleteWithId } from './CompleteWithId';
import { ConfirmAction } from './ConfirmAction';
import { rememberRow } from './focus-next-row';
import { DeleteWithReason } from './DeleteWithReason';
import { runAction } from './run-action';
import { StockNote } from './StockNote';

export type OrderActionName = 'accept' | 'view' | 'complete' | 'delete';

const act = labels.dashboard.orderActions;

/**
 * The action buttons of one order, wherever an order is shown: those the screen asks for, less those the
 * order's status does not allow (a Completed order offers no Delete), each behind the spec's confirmation.
 */
export function OrderActions({
  order: o,
  actions,
  deletedMessage = messages.orderDeleted,
  onDone,
}: {
  order: Pick<Order, '_id' | 'Order_Id' | 'Status'> &
    Partial<Pick<Order, 'cdd' | 'Name' | 'Orders' | 'status'>>;
  actions: readonly OrderActionName[];
  /** All Orders confirms a delete with the short 'Deleted!'; Pending and Accepted with the long message. */
  deletedMessage?: string;
  /** Refreshes what the screen shows after an action, whether it worked or not. */
  onDone: () => Promise<void>;
}) {
  const who = `order ${o.Order_Id}`;
  // The dialog names the order and its amount (issue 29: "Are you sure?" said neither).
  const named = `${who}${o.Name ? ` for ${o.Name}` : ''}${
    o.Orders && o.Orders.length > 0 && o.status ? `, ${orderAmountText(o.Orders, o.status)}` : ''
  }`;
  // The GBP total this screen shows, so completing an order a colleague has since amended is refused.
  const seenGbp = o.Orders && o.Orders.length > 0 && o.status ? orderGbpTotal(o.Orders, o.status) : undefined;
  const allowed: readonly OrderActionName[] = ['view', ...allowedOrderActions(o.Status)];
  // The confirmed actions, each with the spec's confirm label and success message.
  const confirmed = {
    accept: {
      variant: 'primary',
      confirm: messages.confirm.accept,
      call: dashboardApi.accept,
      done: messages.orderAccepted,
    },
    complete: {
      variant: 'primary',
      confirm: messages.confirm.complete,
      call: (id: string) => dashboardApi.complete(id, undefined, seenGbp),
      done: messages.orderCompleted,
    },
  } as const;
  return actions
    .filter((a) => allowed.includes(a))
    .map((a) => {
      if (a === 'view') {
        return (
          <Link
            key={a}
            className="btn btn--small btn--neutral"
            to={`/dashboard/orderDetails/${o._id}`}
            aria-label={`${act.view} ${who}`}
          >
            {act.view}
          </Link>
        );
      }
      // An order that needs an ID check completes only with the ID seen (issue 18).
      if (a === 'complete' && o.cdd?.required && !o.cdd.idRecord) {
        return (
          <CompleteWithId key={a} order={o} named={named} seenGbp={seenGbp} cdd={o.cdd} onDone={onDone} />
        );
      }
      // A delete is the branch cancelling the order: it asks why (issue 29).
      if (a === 'delete') {
        return (
          <DeleteWithReason key={a} order={o} named={named} deletedMessage={deletedMessage} onDone={onDone} />
        );
      }
      const c = confirmed[a];
      // Accepting a Collect order promises its notes: the dialog shows the till's stock first (issue 30).
      const stock =
        a === 'accept' && o.Orders && o.status ? (
          <StockNote order={{ Order_Id: o.Order_Id, Status: o.Status, status: o.status, Orders: o.Orders }} />
        ) : null;
      return (
        <ConfirmAction
          key={a}
          variant={c.variant}
          triggerLabel={`${act[a]} ${who}`}
          confirmLabel={c.confirm}
          title={`${act[a]} ${named}?`}
          details={stock}
          onConfirm={() => {
            const refocus = rememberRow(o.Order_Id, act[a]);
            return runAction(
              () => c.call(o._id),
              c.done,
              async () => {
                await onDone();
                refocus();
              },
            );
          }}
        >
          {act[a]}
        </ConfirmAction>
      );
    });
}
