import { Link } from 'react-router';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { Pagination } from './Pagination';
import { RemoteContent } from './RemoteContent';
import { usePagedList } from './use-paged-list';

/**
 * Suspicious-activity notes (issue 29, managers only): what staff raised about an order or a customer, newest
 * first, for the manager to decide on (and report if need be). Never shown to a customer.
 */
export function Concerns() {
  const { page, list, onPage } = usePagedList('concerns', (p, size) => dashboardApi.concerns(p, size));
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Concerns</h2>
      <RemoteContent remote={list} loadingLabel="Loading concerns">
        {(notes) =>
          notes.rows.length === 0 ? (
            <p className="dash-empty">No concern has been raised.</p>
          ) : (
            <ul className="dash-concerns">
              {notes.rows.map((n) => (
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
                  <p className="dash-break">{n.note}</p>
                </li>
              ))}
            </ul>
          )
        }
      </RemoteContent>
      <Pagination page={page} of={list.data} onPage={onPage} />
    </section>
  );
}
