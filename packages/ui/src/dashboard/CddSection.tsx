import { formatOrderDate } from '@tm/core/dates';
import { formatMoney, sumAmounts } from '@tm/core/money';
import type { OrderCdd } from '@tm/core';
import { formatWhen } from '../components/format-when';
import { CardTable } from '../components/CardTable';
import { STATUS_PILL } from './pills';

/**
 * The money-laundering check on the details screen (issue 18): why the order needs an ID check (the linked
 * orders and their total) and the ID recorded at completion; and, on any order, the linked orders its customer
 * placed after it. Shown only where there is one of these to show.
 */
export function CddSection({ cdd }: { cdd: OrderCdd | undefined }) {
  if (!cdd) return null;
  if (!cdd.required) return cdd.linkedAfter.length > 0 ? <LinkedAfter cdd={cdd} /> : null;
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
          <LinkedTable caption="Linked orders" orders={cdd.linked} />
        </>
      ) : null}
      {cdd.linkedAfter.length > 0 ? <LaterOrders cdd={cdd} /> : null}
    </section>
  );
}

/**
 * An order that needs no ID check by itself, from a customer who placed linked orders after it: the check is
 * the order's that reaches the threshold, but the cashier handing this one over sees the rest (a customer
 * collecting three £5,000 orders together would otherwise show ID for none of the first two).
 */
function LinkedAfter({ cdd }: { cdd: OrderCdd }) {
  return (
    <section className="dash-cdd" aria-labelledby="dash-cdd-title">
      <h3 id="dash-cdd-title">Linked orders</h3>
      <LaterOrders cdd={cdd} />
    </section>
  );
}

function LaterOrders({ cdd }: { cdd: OrderCdd }) {
  const total = sumAmounts([cdd.linkedGbp, ...cdd.linkedAfter.map((l) => l.gbp)]);
  return (
    <>
      <p>
        This customer placed linked orders after this one: with them, their orders in the linked period come
        to <strong>{formatMoney(total, 'GBP')}</strong>.
      </p>
      <LinkedTable caption="Linked orders placed after this one" orders={cdd.linkedAfter} />
    </>
  );
}

/** The linked orders as cards on a phone (CardTable), so the GBP and why each is linked stay on screen. */
function LinkedTable({ caption, orders }: { caption: string; orders: OrderCdd['linked'] }) {
  return (
    <CardTable caption={caption} columns={['Order Id', 'Time', 'Status', 'GBP', 'Linked by']}>
      {orders.map((l) => (
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
  );
}
