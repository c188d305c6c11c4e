import { BASE_CURRENCY } from '@tm/core/constants';
import { formatMoney, formatRate } from '@tm/core/money';
import { formatOrderDate } from '@tm/core/dates';
import { labels } from '@tm/core/messages';
import { useParams } from 'react-router';
import { ImportantNotification } from '../components/ImportantNotification';
import { dashboardApi } from './api';
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
        {d.heading} <span className="dash-mono">{o.Order_Id}</span>
      </h2>
      <p className="dash-detail__meta">
        <span className={`dash-badge dash-badge--${o.status}`}>{o.title}</span>{' '}
        <span className={`dash-badge dash-badge--${o.Status.toLowerCase()}`}>{o.Status}</span>{' '}
        <time dateTime={o.time}>{formatOrderDate(o.time)}</time>
      </p>
      <div className="dash-table-wrap">
        <table className="dash-table dash-table--cards">
          <caption className="dash-visually-hidden">{`${d.heading} ${o.Order_Id}`}</caption>
          <thead>
            <tr>
              <th scope="col">{d.columns.currency}</th>
              <th scope="col">{d.columns.from}</th>
              <th scope="col">{d.columns.to}</th>
              <th scope="col">{d.columns.rate}</th>
            </tr>
          </thead>
          <tbody>
            {o.Orders.map((line) => (
              <tr key={line.Id}>
                <th scope="row" data-label={d.columns.currency}>
                  {line.currencyMycurrent === BASE_CURRENCY
                    ? line.currencyTakecurrent
                    : line.currencyMycurrent}
                </th>
                <td data-label={d.columns.from}>
                  {formatMoney(line.currencyTake, line.currencyTakecurrent)}
                </td>
                <td data-label={d.columns.to}>{formatMoney(line.currencyMy, line.currencyMycurrent)}</td>
                <td data-label={d.columns.rate}>{formatRate(line.Rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
