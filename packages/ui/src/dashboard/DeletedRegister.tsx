import { formatMoney } from '@tm/core/money';
import { BRANCH_CANCEL_REASONS } from '@tm/core/schemas';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { ExportOrders } from './ExportOrders';
import { Pagination } from './Pagination';
import { STATUS_PILL } from './pills';
import { RemoteContent } from './RemoteContent';
import { usePagedList } from './use-paged-list';

/**
 * The Deleted register (issue 29, managers): every order the branch cancelled, newest first, with who, when
 * and why; exported as CSV by the day of deletion. Nothing deleted goes unseen.
 */
export function DeletedRegister() {
  const { page, list, onPage } = usePagedList('deleted', (p, size) => dashboardApi.deletedOrders(p, size));
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Deleted orders</h2>
      <ExportOrders path="/deletedOrdersExport" name="deleted-orders" />
      <RemoteContent remote={list} loadingLabel="Loading deleted orders">
        {(deleted) =>
          deleted.rows.length === 0 ? (
            <p className="dash-empty">No order has been deleted.</p>
          ) : (
            <div className="table-wrap table-wrap--card">
              <table className="table table--stack">
                <caption className="visually-hidden">Deleted orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order Id</th>
                    <th scope="col">Customer</th>
                    <th scope="col">GBP</th>
                    <th scope="col">Was</th>
                    <th scope="col">Deleted</th>
                    <th scope="col">By</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {deleted.rows.map((d) => (
                    <tr key={d.Order_Id}>
                      <th scope="row" className="mono" data-label="Order Id">
                        {d.Order_Id}
                      </th>
                      <td data-label="Customer" className="dash-break">
                        {d.Name}
                        <br />
                        {d.Email}
                      </td>
                      <td data-label="GBP" className="num">
                        {formatMoney(d.gbp, 'GBP')}
                      </td>
                      <td data-label="Was">
                        <span className={STATUS_PILL[d.Status]}>{d.Status}</span>
                      </td>
                      <td data-label="Deleted">
                        <time dateTime={d.deletedAt}>{formatWhen(new Date(d.deletedAt))}</time>
                      </td>
                      <td data-label="By" className="dash-break">
                        {d.deletedBy}
                      </td>
                      <td data-label="Why">
                        {d.reason ? BRANCH_CANCEL_REASONS[d.reason].label : 'No reason recorded'}
                        {d.note ? (
                          <>
                            : <q>{d.note}</q>
                          </>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </RemoteContent>
      <Pagination page={page} of={list.data} onPage={onPage} />
    </section>
  );
}
