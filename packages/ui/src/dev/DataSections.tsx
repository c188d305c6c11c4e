import type { CartLine } from '@tm/core';
import type { CacheInfo, MyOrder, SyncSnapshot } from '@tm/offline';
import { formatMoney } from '@tm/core/money';
import { CardTable } from '../components/CardTable';
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
      <CardTable columns={COLUMNS}>
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
      </CardTable>
    </section>
  );
}

/** A confirmation this device received (its "My orders"), with the idempotency key it was sent with. */
export function MyOrderItem({ order: m }: { order: MyOrder }) {
  return (
    <li>
      <strong>{m.order.Order_Id}</strong> {m.order.Status}, received {formatWhen(new Date(m.deliveredAt))}
      {m.repricing.length ? `, repriced on ${m.repricing.length} line(s)` : ''}{' '}
      <span className="mono sync-inspector__key">key {m.key}</span>
    </li>
  );
}

/** A line of the cart as stored on the device. */
export function CartLineItem({ line: l }: { line: CartLine }) {
  return (
    <li>
      {l.status === 'buy' ? 'Collect' : 'Sell'}: {formatMoney(l.currencyTake, l.currencyTakecurrent)} for{' '}
      {formatMoney(l.currencyMy, l.currencyMycurrent)}
    </li>
  );
}
