import { formatOrderDate } from '@tm/core/dates';
import { labels } from '@tm/core/messages';
import { useParams } from 'react-router';
import { ImportantNotification } from '../components/ImportantNotification';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { dashboardApi } from './api';
import { STATUS_PILL, WAY_PILL } from './pills';
import { Spinner } from './Spinner';
import { useRemote } from './use-remote';

const d = labels.dashboard.orderDetail;
const b = d.bookingDetails;

/** /dashboard/orderDetails/{id}: the order is fetched first; until it arrives only a spinner shows. */
export function OrderDetails() {
  const { id = '' } = useParams();
  const order = useRemote(() => dashboardApi.order(id), id);

  if (order.error && !order.data) {
    return (
      <p role="alert" className="dash-error">
        {order.error}
      </p>
    );
  }
  if (!order.data) return <Spinner label="Loading order" />;
  const o = order.data;
  const booking: [string, string][] = [
    [b.fullName, o.Name],
    [b.email, o.Email],
    [b.contact, o.Phone_Number],
    [b.address, o.Address],
    [b.pickupLocation, o.CheckingPoint],
  ];

  return (
    <article className="dash-screen dash-detail" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">
        {d.heading} <span className="mono">{o.Order_Id}</span>
      </h2>
      <p className="dash-detail__meta">
        <span className={WAY_PILL[o.status]}>{o.title}</span>{' '}
        <span className={STATUS_PILL[o.Status]}>{o.Status}</span>{' '}
        <time dateTime={o.time}>{formatOrderDate(o.time)}</time>
      </p>
      <OrderLinesTable lines={o.Orders} caption={`${d.heading} ${o.Order_Id}`} />
      <section className="dash-booking" aria-labelledby="dash-booking-title">
        <h3 id="dash-booking-title">{b.title}</h3>
        <dl>
          {booking.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* The purchase confirmation's own block, so both screens always say the same. */}
      <ImportantNotification />
    </article>
  );
}
