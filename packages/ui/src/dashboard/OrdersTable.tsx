import { labels } from '@tm/core/labels';
import { orderAmountText } from '@tm/core/order-money';
import { formatOrderDate } from '@tm/core/dates';
import { formatTimeOfDay, isSameDay } from '../components/format-when';
import { useNow } from '../hooks/use-now';
import { CddBadge } from './CddBadge';
import { STATUS_PILL, WAY_PILL } from './pills';
import type { Order } from '@tm/core';
import type { ReactNode } from 'react';

const col = labels.dashboard.orderColumns;

/** What a row shows of an order: any order-like record with these fields (a full order, a Today entry). */
export type TableOrder = Pick<
  Order,
  '_id' | 'Order_Id' | 'Name' | 'Phone_Number' | 'status' | 'title' | 'time' | 'Status'
> &
  Partial<Pick<Order, 'cdd' | 'Orders'>>;

interface OrdersTableProps<T extends TableOrder> {
  orders: T[];
  caption: string;
  showStatus?: boolean;
  /** A column of our own after Time (e.g. Today's "Rate guaranteed until"). */
  extra?: { heading: string; cell: (order: T) => ReactNode };
  /** The Action cell of one row; omitted for History, which has no Action column. */
  actions?: (order: T) => ReactNode;
}

/**
 * The order tables of spec §2 (Order Id, Name, Phone Number, Way, Amount, Time, [Status], [Action]); Amount is
 * ours (issue 29), the foreign side(s) and GBP as in the confirm dialogs, and Time is the time of day for today's
 * rows (the spec's "March 3rd 2024" for older ones). On a phone each row becomes a card whose cells carry their column name (CSS reads `data-label`), so
 * nothing scrolls off screen.
 */
export function OrdersTable<T extends TableOrder>({
  orders,
  caption,
  showStatus = false,
  extra,
  actions,
}: OrdersTableProps<T>) {
  // Once a minute is enough for "today" to turn into a date at midnight.
  const now = useNow(60_000);
  return (
    <div className="table-wrap table-wrap--card">
      <table className="table table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{col.orderId}</th>
            <th scope="col">{col.name}</th>
            <th scope="col">{col.phone}</th>
            <th scope="col">{col.way}</th>
            <th scope="col">Amount</th>
            <th scope="col">{col.time}</th>
            {extra ? <th scope="col">{extra.heading}</th> : null}
            {showStatus ? <th scope="col">{col.status}</th> : null}
            {actions ? <th scope="col">{col.action}</th> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o._id} data-order-id={o.Order_Id}>
              <th scope="row" data-label={col.orderId}>
                <span className="mono">{o.Order_Id}</span> <CddBadge cdd={o.cdd} />
              </th>
              <td data-label={col.name} className="dash-name">
                {o.Name}
              </td>
              <td data-label={col.phone}>
                <a href={`tel:${o.Phone_Number.replace(/[^+\d]/g, '')}`}>{o.Phone_Number}</a>
              </td>
              <td data-label={col.way}>
                <span className={WAY_PILL[o.status]}>{o.title}</span>
              </td>
              <td data-label="Amount" className="dash-amount dash-amount--parts">
                {o.Orders && o.Orders.length > 0 ? orderAmountText(o.Orders, o.status) : '—'}
              </td>
              <td data-label={col.time}>
                <time dateTime={o.time}>
                  {isSameDay(new Date(o.time), now)
                    ? formatTimeOfDay(new Date(o.time))
                    : formatOrderDate(o.time)}
                </time>
              </td>
              {extra ? <td data-label={extra.heading}>{extra.cell(o)}</td> : null}
              {showStatus ? (
                <td data-label={col.status}>
                  <span className={STATUS_PILL[o.Status]}>{o.Status}</span>
                </td>
              ) : null}
              {actions ? (
                <td data-label={col.action}>
                  <div className="dash-actions">{actions(o)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
