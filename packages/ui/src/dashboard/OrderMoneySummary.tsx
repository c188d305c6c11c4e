import { formatMoney } from '@tm/core/money';
import { orderMoney } from '@tm/core/order-money';
import type { Order } from '@tm/core';

/**
 * What the customer was told their order comes to, on the details screen and its printout: each line in notes
 * with what is paid back (or not exchanged) in GBP, and the total. Core's `orderMoney` writes the same sentences
 * into the customer's emails, so the counter and the email never disagree.
 */
export function OrderMoneySummary({ order }: { order: Pick<Order, 'Orders' | 'status'> }) {
  const money = orderMoney(order.Orders, order.status, formatMoney);
  const back = order.status === 'buy' ? 'Paid back in GBP' : 'Not exchanged (GBP value)';
  return (
    <section className="dash-money" aria-labelledby="dash-money-title" data-testid="order-money">
      <h3 id="dash-money-title">{money.notesTitle}</h3>
      <ul>
        {money.notes.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>{back}</dt>
          <dd>{formatMoney(money.gbpBack, 'GBP')}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="dash-money__total">{money.total}</dd>
        </div>
      </dl>
    </section>
  );
}
