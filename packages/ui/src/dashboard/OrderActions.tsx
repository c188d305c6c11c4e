import { labels, messages } from '@tm/core/messages';
import type { Order } from '@tm/core';
import { allowedOrderActions } from '@tm/core/order-status';
import { Link } from 'react-router';
import { dashboardApi } from './api';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';

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
  order: Pick<Order, '_id' | 'Order_Id' | 'Status'>;
  actions: readonly OrderActionName[];
  /** All Orders confirms a delete with the short 'Deleted!'; Pending and Accepted with the long message. */
  deletedMessage?: string;
  /** Refreshes what the screen shows after an action, whether it worked or not. */
  onDone: () => Promise<void>;
}) {
  const who = `order ${o.Order_Id}`;
  const allowed: readonly OrderActionName[] = ['view', ...allowedOrderActions(o.Status)];
  return actions
    .filter((a) => allowed.includes(a))
    .map((a) => {
      switch (a) {
        case 'view':
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
        case 'accept':
          return (
            <ConfirmAction
              key={a}
              variant="primary"
              triggerLabel={`${act.accept} ${who}`}
              confirmLabel={messages.confirm.accept}
              onConfirm={() => runAction(() => dashboardApi.accept(o._id), messages.orderAccepted, onDone)}
            >
              {act.accept}
            </ConfirmAction>
          );
        case 'complete':
          return (
            <ConfirmAction
              key={a}
              variant="primary"
              triggerLabel={`${act.complete} ${who}`}
              confirmLabel={messages.confirm.complete}
              onConfirm={() => runAction(() => dashboardApi.complete(o._id), messages.orderCompleted, onDone)}
            >
              {act.complete}
            </ConfirmAction>
          );
        case 'delete':
          return (
            <ConfirmAction
              key={a}
              variant="danger"
              triggerLabel={`${act.delete} ${who}`}
              confirmLabel={messages.confirm.delete}
              onConfirm={() => runAction(() => dashboardApi.deleteOrder(o._id), deletedMessage, onDone)}
            >
              {act.delete}
            </ConfirmAction>
          );
      }
    });
}
