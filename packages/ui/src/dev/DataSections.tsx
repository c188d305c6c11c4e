import type { CartLine } from '@tm/core';
import type { CacheInfo, MyOrder, SyncSnapshot } from '@tm/offline';
import { formatMoney } from '@tm/core/money';
import { formatWhen } from '../components/format-when';
import { relativeTime } from './inspector-texts';

const COLUMNS = ['Copy', 'Confirmed by the server', 'ETag'] as const;

function CacheRow({ name, info, now }: { name: string; info: CacheInfo; now: Date }) {
  return (
    <tr>
      <th scope="row" data-label={COLUMNS[0]}>
        {name}
      </th>
      <td data-label={COLUMNS[1]}>
        {formatWhen(new Date(info.fetchedAt))} ({relativeTime(info.fetchedAt, now)})
      </td>
      <td data-label={COLUMNS[2]} className="mono sync-inspector__key">
        {info.etag ?? 'none'}
      </td>
    </tr>
  );
}

/** The rates and chart caches: how old each copy is (the last 200 or 304) and the ETag it revalidates with. */
export function CachesSection({ snapshot, now }: { snapshot: SyncSnapshot; now: Date }) {
  return (
    <section aria-labelledby="caches-title" className="sync-inspector__section">
      <h2 id="caches-title">Caches</h2>
      {/* On a phone each row becomes a card of label/value pairs (no sideways scrolling). */}
      <div className="table-wrap table-wrap--card">
        <table className="table table--stack">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {snapshot.rates ? (
              <CacheRow
                name={`Rates (${snapshot.rates.currencies} currencies)`}
                info={snapshot.rates}
                now={now}
              />
            ) : (
              <tr>
                <th scope="row" data-label={COLUMNS[0]}>
                  Rates
                </th>
                <td data-label={COLUMNS[1]} colSpan={2}>
                  Never fetched on this device
                </td>
              </tr>
            )}
            {snapshot.charts.map((chart) => (
              <CacheRow
                key={chart.id}
                name={`Chart ${chart.id.replace(':', ', ')} days`}
                info={chart}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The confirmations this device received ("My orders"). */
export function MyOrdersSection({ orders }: { orders: MyOrder[] }) {
  return (
    <section aria-labelledby="my-orders-title" className="sync-inspector__section">
      <h2 id="my-orders-title">My orders ({orders.length})</h2>
      {orders.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="sync-inspector__plain">
          {orders.map((m) => (
            <li key={m.key}>
              <strong>{m.order.Order_Id}</strong> {m.order.Status}, received{' '}
              {formatWhen(new Date(m.deliveredAt))}
              {m.repricing.length ? `, repriced on ${m.repricing.length} line(s)` : ''}{' '}
              <span className="mono sync-inspector__key">key {m.key}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cart as stored on the device. */
export function CartSection({ lines }: { lines: CartLine[] }) {
  return (
    <section aria-labelledby="cart-title" className="sync-inspector__section">
      <h2 id="cart-title">Cart ({lines.length})</h2>
      {lines.length === 0 ? (
        <p>Empty.</p>
      ) : (
        <ul className="sync-inspector__plain">
          {lines.map((l) => (
            <li key={l.Id}>
              {l.status === 'buy' ? 'Collect' : 'Sell'}: {formatMoney(l.currencyTake, l.currencyTakecurrent)}{' '}
              for {formatMoney(l.currencyMy, l.currencyMycurrent)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
