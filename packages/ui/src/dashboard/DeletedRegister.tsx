import { formatMoney } from '@tm/core/money';
import { BRANCH_CANCEL_REASONS } from '@tm/core/schemas';
import { CardTable } from '../components/CardTable';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { ExportOrders } from './ExportOrders';
import { PagedScreen } from './PagedScreen';
import { STATUS_PILL } from './pills';
import { usePagedList } from './use-paged-list';

const COLUMNS = ['Order Id', 'Customer', 'GBP', 'Was', 'Deleted', 'By', 'Why'];

/**
 * The Deleted register (issue 29, managers): every order the branch cancelled, newest first, with who, when
 * and why; exported as CSV by the day of deletion. Nothing deleted goes unseen.
 */
export function DeletedRegister() {
  const paged = usePagedList('deleted', (p, size) => dashboardApi.deletedOrders(p, size));
  return (
    <PagedScreen
      heading="Deleted orders"
      paged={paged}
      empty="No order has been deleted."
      before={<ExportOrders path="/deletedOrdersExport" name="deleted-orders" />}
    >
      {(rows) => (
        <CardTable caption="Deleted orders, newest first" columns={COLUMNS}>
          {rows.map((d) => (
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
        </CardTable>
      )}
    </PagedScreen>
  );
}
