import { formatMoney } from '@tm/core/money';
import type { TillLine, TodayOrder } from '@tm/core';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { OrderActions, type OrderActionName } from './OrderActions';
import { OrdersTable } from './OrdersTable';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';

const guarantee = {
  heading: 'Rate guaranteed until',
  cell: (o: TodayOrder) => (
    <time dateTime={o.guaranteedUntil}>{formatWhen(new Date(o.guaranteedUntil))}</time>
  ),
};

/**
 * Today: the branch's day in one screen. Orders to accept and orders waiting to be collected, oldest first with
 * when each rate guarantee ends, and what the till needs for all open orders, per currency.
 */
export function Today() {
  const today = useRemote(() => dashboardApi.today(), 'today');
  const list = (orders: TodayOrder[], title: string, actions: OrderActionName[], empty: string) => (
    <section className="dash-today__block" aria-labelledby={`today-${actions[0]}`}>
      <h3 id={`today-${actions[0]}`}>
        {title} <span className="dash-today__count">({orders.length})</span>
      </h3>
      {orders.length === 0 ? (
        <p className="dash-empty">{empty}</p>
      ) : (
        <OrdersTable
          orders={orders}
          caption={title}
          extra={guarantee}
          actions={(o) => <OrderActions order={o} actions={actions} onDone={today.reload} />}
        />
      )}
    </section>
  );
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Today</h2>
      <RemoteContent remote={today} loadingLabel="Loading today's orders">
        {(d) => (
          <>
            {list(d.pending, 'To accept', ['accept', 'view'], 'No orders waiting to be accepted.')}
            {list(
              d.awaitingCollection,
              'Waiting for collection',
              ['complete', 'view'],
              'No accepted orders waiting to be collected.',
            )}
            <TillTable till={d.till} />
          </>
        )}
      </RemoteContent>
    </section>
  );
}

/** Per currency: notes to hand over for Click & Collect; notes coming in and GBP to pay for Click & Sell. */
function TillTable({ till }: { till: TillLine[] }) {
  return (
    <section className="dash-today__block" aria-labelledby="today-till">
      <h3 id="today-till">For the till (open orders)</h3>
      {till.length === 0 ? (
        <p className="dash-empty">Nothing to prepare.</p>
      ) : (
        <div className="table-wrap table-wrap--card">
          <table className="table table--stack">
            <caption className="visually-hidden">What the till needs per currency</caption>
            <thead>
              <tr>
                <th scope="col">Currency</th>
                <th scope="col">Collect: notes to hand over</th>
                <th scope="col">Sell: notes coming in</th>
                <th scope="col">Sell: GBP to pay out</th>
              </tr>
            </thead>
            <tbody>
              {till.map((t) => (
                <tr key={t.code}>
                  <th scope="row" data-label="Currency" className="mono">
                    {t.code}
                  </th>
                  <td data-label="Collect: notes to hand over">
                    {formatMoney(t.collectForeign, t.code)} <span className="muted">({t.collectOrders})</span>
                  </td>
                  <td data-label="Sell: notes coming in">
                    {formatMoney(t.sellForeign, t.code)} <span className="muted">({t.sellOrders})</span>
                  </td>
                  <td data-label="Sell: GBP to pay out">{formatMoney(t.sellGbp, 'GBP')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
