import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { accountOrdersSchema, type AccountOrders as Answer } from '@tm/core/schemas';
import { orderAmountText } from '@tm/core/order-money';
import { labels } from '@tm/core/labels';
import { apiFetch } from '../api/client';
import { formatWhen } from '../components/format-when';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; answer: Answer };

/**
 * My orders for a signed-in customer, beyond this device (GET /account/orders): the account's orders that the
 * device's list above does not hold (placed on another device, or before this one was forgotten), each with its
 * status as last read and a way to track it. The device's own orders stay above, with their offline states.
 */
export function AccountOrders({ email, onDevice }: { email: string; onDevice: ReadonlySet<string> }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const ctrl = new AbortController();
    apiFetch('/account/orders', { schema: accountOrdersSchema, signal: ctrl.signal })
      .then((answer) => setLoaded({ state: 'done', answer }))
      .catch(() => !ctrl.signal.aborted && setLoaded({ state: 'failed' }));
    return () => ctrl.abort();
  }, [email]);

  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') {
    return (
      <p className="muted" role="status">
        The orders on your account from other devices could not be loaded. They show here when you are back
        online.
      </p>
    );
  }
  const others = loaded.answer.orders.filter((o) => !onDevice.has(o.Order_Id));
  if (others.length === 0) return null;
  return (
    <section className="account-orders" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">More orders on your account</h2>
      <p className="muted">
        Placed signed in as <strong>{email}</strong>, or with that email, and not on this device.
        {loaded.answer.more ? ' Only the newest are listed: track an older one with its number.' : ''}
      </p>
      <ul className="my-orders__list">
        {others.map((o) => (
          <li key={o.Order_Id} className="account-order card">
            <p className="account-order__title">
              <strong>
                {labels.purchase.orderNumber} {o.Order_Id}
              </strong>{' '}
              <span className="muted">{o.title}</span>
            </p>
            <p>
              <span className="account-order__status">{o.Status}</span> ·{' '}
              <time dateTime={o.time}>{formatWhen(new Date(o.time))}</time> ·{' '}
              {orderAmountText(o.Orders, o.status)}
            </p>
            <Link to={`/track?order=${o.Order_Id}`} aria-label={`Track order ${o.Order_Id}`}>
              Track this order
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
