import { formatOrderDate } from '@tm/core/dates';
import { formatMoney } from '@tm/core/money';
import type { OrderCdd } from '@tm/core';
import { formatWhen } from '../components/format-when';
import { TableHead } from '../components/TableHead';
import { STATUS_PILL } from './pills';

/**
 * The money-laundering check on the details screen (issue 18): why the order needs an ID check (the linked
 * orders and their total) and the ID recorded at completion. Shown only for orders that need one.
 */
export function CddSection({ cdd }: { cdd: OrderCdd | undefined }) {
  if (!cdd?.required) return null;
  return (
    <section className="dash-cdd" aria-labelledby="dash-cdd-title">
      <h3 id="dash-cdd-title">ID check</h3>
      <p>
        This customer&apos;s orders in the linked period
        {cdd.linkedBy.length > 0 ? <> (linked by {cdd.linkedBy.join(', ')})</> : null} come to{' '}
        <strong>{formatMoney(cdd.linkedGbp, 'GBP')}</strong>, so their ID must be checked before this order is
        completed.
      </p>
      {cdd.idRecord ? (
        <dl className="dash-id-record">
          <div>
            <dt>ID seen</dt>
            <dd>
              {cdd.idRecord.idType} <span className="mono">{cdd.idRecord.idNumber}</span>
            </dd>
          </div>
          {cdd.idRecord.idExpiry ? (
            <div>
              <dt>Expires</dt>
              <dd>{cdd.idRecord.idExpiry}</dd>
            </div>
          ) : null}
          {cdd.idRecord.dateOfBirth ? (
            <div>
              <dt>Date of birth</dt>
              <dd>{cdd.idRecord.dateOfBirth}</dd>
            </div>
          ) : null}
          <div>
            <dt>Checked by</dt>
            <dd>
              {cdd.idRecord.by},{' '}
              <time dateTime={cdd.idRecord.at}>{formatWhen(new Date(cdd.idRecord.at))}</time>
            </dd>
          </div>
        </dl>
      ) : null}
      {cdd.linked.length > 0 ? (
        <div className="table-wrap table-wrap--card">
          <table className="table">
            <caption>Linked orders</caption>
            <TableHead columns={['Order Id', 'Time', 'Status', 'GBP', 'Linked by']} />
            <tbody>
              {cdd.linked.map((l) => (
                <tr key={l.Order_Id}>
                  <th scope="row" className="mono">
                    {l.Order_Id}
                  </th>
                  <td>
                    <time dateTime={l.time}>{formatOrderDate(l.time)}</time>
                  </td>
                  <td>
                    <span className={STATUS_PILL[l.Status]}>{l.Status}</span>
                  </td>
                  <td className="num">{formatMoney(l.gbp, 'GBP')}</td>
                  <td>{l.by.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
