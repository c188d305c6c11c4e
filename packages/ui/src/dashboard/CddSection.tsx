import { formatOrderDate } from '@tm/core/dates';
import { formatMoney } from '@tm/core/money';
import type { OrderCdd } from '@tm/core';
import { formatWhen } from '../components/format-when';
import { CardTable } from '../components/CardTable';
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
        <>
          <h4 className="cdd__linked-title">Linked orders</h4>
          {/* Cards of label and value on a phone (CardTable), so the GBP and why it is linked stay on screen. */}
          <CardTable caption="Linked orders" columns={['Order Id', 'Time', 'Status', 'GBP', 'Linked by']}>
            {cdd.linked.map((l) => (
              <tr key={l.Order_Id}>
                <th scope="row" className="mono" data-label="Order Id">
                  {l.Order_Id}
                </th>
                <td data-label="Time">
                  <time dateTime={l.time}>{formatOrderDate(l.time)}</time>
                </td>
                <td data-label="Status">
                  <span className={STATUS_PILL[l.Status]}>{l.Status}</span>
                </td>
                <td className="num" data-label="GBP">
                  {formatMoney(l.gbp, 'GBP')}
                </td>
                <td data-label="Linked by">{l.by.join(', ')}</td>
              </tr>
            ))}
          </CardTable>
        </>
      ) : null}
    </section>
  );
}
