import { formatOrderDate } from '@tm/core/dates';
import { labels } from '@tm/core/labels';
import { pointLabel } from '@tm/core/order-texts';
import { useNavigate, useParams } from 'react-router';
import { useDashboardTitle } from './screen-title';
import { can } from '@tm/core/permissions';
import type { Order } from '@tm/core';
import { useSession } from '../auth/session';
import { ImportantNotification } from '../components/ImportantNotification';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { dashboardApi } from './api';
import { AmendOrder } from './AmendOrder';
import { CddBadge } from './CddBadge';
import { CddSection } from './CddSection';
import { DeletionNotice } from './DeletionNotice';
import { OrderActions } from './OrderActions';
import { OrderMoneySummary } from './OrderMoneySummary';
import { OrderTimeline } from './OrderTimeline';
import { RaiseConcern } from './RaiseConcern';
import { StockNote } from './StockNote';
import { STATUS_PILL, WAY_PILL } from './pills';
import { RemoteScreen } from './RemoteScreen';
import { useLiveReload } from './use-live-reload';
import { useRemote } from './use-remote';

const d = labels.dashboard.orderDetail;
const b = d.bookingDetails;

/**
 * The booking details block: what the customer gave, label by label. The branch's label is the one the
 * customer's own confirmation used (core pointLabel): the spec's "Pickup Location" for Click & Collect,
 * "Where to sell" for Click & Sell, where nothing is picked up.
 */
const bookingOf = (o: Order): Array<[string, string]> => [
  [b.fullName, o.Name],
  [b.email, o.Email],
  [b.contact, o.Phone_Number],
  [b.address, o.Address],
  [pointLabel(o.status), o.CheckingPoint],
];

/**
 * /dashboard/orderDetails/{id} (the 8-digit Order_Id or _id): the order is fetched first; until it arrives only
 * a spinner shows. Staff act on it here too (the actions its status allows, with the spec's dialogs), print
 * it, and read its timeline. An order the branch cancelled opens read-only, headed by who cancelled it and why.
 */
export function OrderDetails() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const order = useRemote(() => dashboardApi.order(id), id);
  const timeline = useRemote(() => dashboardApi.orderTimeline(id), id);
  // Its number once read ("Order 12345678 | Dashboard | Travel Money"); the route table leaves this title here.
  useDashboardTitle(order.data ? `Order ${order.data.Order_Id}` : 'Order');
  // Another cashier's action on this order shows here within a second or two (issue 29).
  useLiveReload(
    async () => {
      await Promise.all([order.reload(), timeline.reload()]);
    },
    (e) => e.Order_Id === order.data?.Order_Id || e.Order_Id === id,
  );

  /** After an action: an order just deleted is gone from every staff list, so back to All Orders; else refresh. */
  async function afterAction() {
    const now = await dashboardApi.order(id).catch(() => null);
    if (now?.deletion) {
      void navigate('/dashboard/allOrders');
      return;
    }
    // Focus then moves on to the next action (rememberRow, called by the action itself).
    await Promise.all([order.reload(), timeline.reload()]);
  }

  return (
    <RemoteScreen remote={order} loadingLabel="Loading order">
      {(o) => (
        <article className="dash-screen dash-detail" aria-labelledby="dash-screen-heading">
          <h2 id="dash-screen-heading" tabIndex={-1}>
            {d.heading} <span className="mono">{o.Order_Id}</span>
          </h2>
          <p className="dash-detail__meta">
            <span className={WAY_PILL[o.status]}>{o.title}</span>{' '}
            {o.deletion ? (
              <span className="pill">Deleted (was {o.Status})</span>
            ) : (
              <span className={STATUS_PILL[o.Status]}>{o.Status}</span>
            )}{' '}
            <time dateTime={o.time}>{formatOrderDate(o.time)}</time> <CddBadge cdd={o.cdd} />
          </p>
          <div className="dash-actions dash-detail__actions no-print">
            {o.deletion ? null : (
              <OrderActions order={o} actions={['accept', 'complete', 'delete']} onDone={afterAction} />
            )}
            <button type="button" className="btn btn--small btn--neutral" onClick={() => window.print()}>
              Print
            </button>
            <RaiseConcern order={o} />
            {!o.deletion && can(user?.role, 'orders.amend') ? (
              <AmendOrder order={o} onDone={afterAction} />
            ) : null}
          </div>
          {o.deletion ? <DeletionNotice deletion={o.deletion} /> : null}
          <OrderLinesTable lines={o.Orders} caption={`${d.heading} ${o.Order_Id}`} />
          <OrderMoneySummary order={o} />
          {o.deletion ? null : <StockNote order={o} />}
          <CddSection cdd={o.cdd} />
          <section className="dash-booking" aria-labelledby="dash-booking-title">
            <h3 id="dash-booking-title">{b.title}</h3>
            <dl>
              {bookingOf(o).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </section>
          {/* The purchase confirmation's own block, so both screens always say the same; not for an order
              the branch cancelled, whose customer was told so instead. */}
          {o.deletion ? null : <ImportantNotification order={o} />}
          {timeline.data ? (
            <OrderTimeline events={timeline.data.events} />
          ) : timeline.error ? (
            <p className="dash-error no-print">The timeline could not be loaded: {timeline.error}</p>
          ) : null}
        </article>
      )}
    </RemoteScreen>
  );
}
