import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { orderGbpTotal } from '@tm/core/order-money';
import { labels } from '@tm/core/labels';
import { formatMoney } from '@tm/core/money';
import { pointLabel } from '@tm/core/order-texts';
import { holdOf } from '@tm/core/order-policy';
import { rateLockText } from '@tm/core/status-texts';
import type { Order } from '@tm/core';
import type { RepricedLine } from '@tm/offline';
import { BranchAddress } from '../../components/BranchAddress';
import { useBranch } from '../../hooks/use-branches';
import { ImportantNotification } from '../../components/ImportantNotification';
import { NotesSplitList } from '../../components/NotesSplitText';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { usePlatform } from '../../platform';

const P = labels.purchase;
const B = P.bookingDetails;

/** Step 3: the stored order as the server priced it, ready to print (only this block prints). */
export function ConfirmationStep({ order, repricing }: { order: Order; repricing: RepricedLine[] }) {
  const platform = usePlatform();
  const branch = useBranch(order.CheckingPoint);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="confirmation print-area" aria-labelledby="confirmation-title">
      <div className="card">
        <div className="confirmation__head">
          <h2 id="confirmation-title" ref={headingRef} tabIndex={-1}>
            {P.orderNumber}: <span data-testid="order-number">{order.Order_Id}</span>
          </h2>
          <button type="button" className="btn btn--primary no-print" onClick={() => platform.print()}>
            {P.print}
          </button>
        </div>
        <p>
          Thank you, {order.Name}. Your {order.title} order is booked at our {branch.name} branch.
        </p>
        {repricing.length > 0 && (
          <p className="notice notice--info" role="status">
            The branch priced your order at today&apos;s confirmed rate; the amounts below are the ones that
            apply.
          </p>
        )}
        <OrderLinesTable lines={order.Orders} caption={`${P.orderNumber} ${order.Order_Id}`} />
        <NotesSplitList lines={order.Orders} way={order.status} />
        <p className="confirmation__total">
          Total: <strong>{formatMoney(orderGbpTotal(order.Orders, order.status), 'GBP')}</strong> ·{' '}
          {rateLockText({ ...holdOf(order), branch })}
        </p>
        <p className="no-print">
          <Link to={`/track?order=${order.Order_Id}`}>Track this order</Link>{' '}
          {order.confirmationEmailed === false
            ? '(we could not email you this time: this address has had many emails from us in the last hour, so keep your order number)'
            : '(the link is in your email too)'}
          {' · '}
          <Link to="/myOrders">My orders</Link>
        </p>
        <h3 className="card__subtitle">{B.title}</h3>
        <dl className="booking" data-testid="booking-details">
          <dt>{B.fullName}</dt>
          <dd>{order.Name}</dd>
          <dt>{B.email}</dt>
          <dd>{order.Email}</dd>
          <dt>{B.contact}</dt>
          <dd>{order.Phone_Number}</dd>
          <dt>{B.address}</dt>
          <dd>{order.Address}</dd>
          <dt>{pointLabel(order.status)}</dt>
          <dd>
            <BranchAddress branch={branch} />
          </dd>
        </dl>
      </div>
      <ImportantNotification order={order} />
    </section>
  );
}
