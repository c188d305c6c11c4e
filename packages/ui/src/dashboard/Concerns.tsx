import { Link } from 'react-router';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { PagedScreen } from './PagedScreen';
import { usePagedList } from './use-paged-list';

/**
 * Suspicious-activity notes (issue 29, managers only): what staff raised about an order or a customer, newest
 * first, for the manager to decide on (and report if need be). Never shown to a customer.
 */
export function Concerns() {
  const paged = usePagedList('concerns', (p, size) => dashboardApi.concerns(p, size));
  return (
    <PagedScreen heading="Concerns" paged={paged} empty="No concern has been raised.">
      {(rows) => (
        <ul className="dash-concerns">
          {rows.map((n) => (
            <li key={n.id} className="card">
              <p>
                <strong>
                  {n.Order_Id ? (
                    <Link to={`/dashboard/orderDetails/${n.Order_Id}`}>Order {n.Order_Id}</Link>
                  ) : (
                    <>Customer {n.customerEmail}</>
                  )}
                </strong>{' '}
                · raised by {n.raisedBy},{' '}
                <time dateTime={n.raisedAt}>{formatWhen(new Date(n.raisedAt))}</time>
              </p>
              {n.customerEmail ? (
                // What a manager deciding on a customer needs next: everything they ordered (All Orders' search).
                <p>
                  <Link to={`/dashboard/allOrders?q=${encodeURIComponent(n.customerEmail)}`}>
                    Orders placed with {n.customerEmail}
                  </Link>
                </p>
              ) : null}
              <p className="dash-break">{n.note}</p>
            </li>
          ))}
        </ul>
      )}
    </PagedScreen>
  );
}
