import { useState } from 'react';
import { formatMoney } from '@tm/core/money';
import { londonDay } from '@tm/core/branches';
import { can } from '@tm/core/permissions';
import { stockChecks, type Order } from '@tm/core';
import { useSession } from '../auth/session';
import { dashboardApi } from './api';
import { useRemote } from './use-remote';

type StockOrder = Pick<Order, 'Order_Id' | 'Status' | 'status' | 'Orders'>;

/**
 * The stock of each currency a Collect order hands over (issue 30), from today's till (its Expected), shown
 * before the order is accepted (in its details and in the Accept dialog); a warning when the order needs more
 * notes than the till holds. Only for a Pending Collect order and staff who count the till: the till is read
 * for nothing else (a Sell order's details or a Completed one's asked for it too).
 */
export function StockNote({ order }: { order: StockOrder }) {
  const { user } = useSession();
  if (order.status !== 'buy' || order.Status !== 'Pending' || !can(user?.role, 'till.count')) return null;
  return <TillStock order={order} />;
}

function TillStock({ order }: { order: StockOrder }) {
  const [today] = useState(() => londonDay(Date.now()));
  const till = useRemote(() => dashboardApi.till(today), `stock|${today}|${order.Order_Id}|${order.Status}`);
  if (!till.data) return null;
  const checks = stockChecks(order, till.data.rows);
  if (checks.length === 0) return null;
  return (
    <section className="card stock-note" aria-labelledby="stock-note-title" data-testid="stock-note">
      <h3 id="stock-note-title">Stock in the till</h3>
      <ul>
        {checks.map((c) => (
          <li key={c.code} className={c.short ? 'dash-error' : undefined}>
            {c.stock === null
              ? `${c.code}: no opening float entered today; this order needs ${formatMoney(c.needed, c.code)} in notes.`
              : c.short
                ? `Not enough ${c.code}: the till holds ${formatMoney(c.stock, c.code)}, this order needs ${formatMoney(c.needed, c.code)} in notes.`
                : `${c.code}: the till holds ${formatMoney(c.stock, c.code)}; this order needs ${formatMoney(c.needed, c.code)} in notes.`}
          </li>
        ))}
      </ul>
    </section>
  );
}
