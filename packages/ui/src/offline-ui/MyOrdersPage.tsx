import { Link } from 'react-router';
import { WAY_TITLE } from '@tm/core/ways';
import { labels } from '@tm/core/labels';
import type { MyOrder, OutboxEntry } from '@tm/offline';
import { usePageTitle } from '../hooks/use-page-title';
import { myOrdersOf, useDeviceOrders, useOnlineState } from './hooks';
import { useLiveStatuses, type KnownStatus } from './live-status';
import { rateAge } from './rate-age';
import { OrderLinesTable } from '../components/OrderLinesTable';
import { formatWhen } from '../components/format-when';
import { CorrectOrder } from './CorrectOrder';
import { ForgetDeviceButton } from './ForgetDeviceButton';
import { useOfflineStore } from '../store-context';
import { RepricingNotice } from './RepricingNotice';
import { AccountOrders } from './AccountOrders';
import { useSession } from '../auth/session';
import { offlineTexts } from './offline-texts';
import './offline-ui.css';

interface Row {
  key: string;
  createdAt: string;
  entry: OutboxEntry | null;
  sent: MyOrder | null;
}

/** One list: every outbox row (waiting, failed, sent), joined with its confirmation; newest first. */
function rowsOf(outbox: OutboxEntry[], delivered: MyOrder[]): Row[] {
  const sentByKey = new Map(delivered.map((m) => [m.key, m]));
  const rows: Row[] = outbox.map((entry) => ({
    key: entry.key,
    createdAt: entry.createdAt,
    entry,
    sent: sentByKey.get(entry.key) ?? null,
  }));
  const inOutbox = new Set(outbox.map((e) => e.key));
  for (const m of delivered) {
    if (!inOutbox.has(m.key)) rows.push({ key: m.key, createdAt: m.deliveredAt, entry: null, sent: m });
  }
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function stateText(row: Row): { text: string; tone: 'warn' | 'ok' | 'danger' } {
  if (row.sent) return { text: offlineTexts.stateSent, tone: 'ok' };
  if (row.entry?.state === 'failed') return { text: offlineTexts.stateFailed, tone: 'danger' };
  if (row.entry?.state === 'sending') return { text: offlineTexts.stateSending, tone: 'warn' };
  return { text: offlineTexts.stateWaiting, tone: 'warn' };
}

function OrderCard({ row, known }: { row: Row; known: KnownStatus | undefined }) {
  const state = stateText(row);
  const way = row.sent?.order.status ?? row.entry?.body.status ?? 'buy';
  const titleId = `order-${row.key}`;
  const placedAt = new Date(row.sent?.order.time ?? row.createdAt);
  return (
    <li className="my-order card" aria-labelledby={titleId}>
      <div className="my-order__head">
        <h2 id={titleId} className="my-order__title">
          {row.sent ? (
            <>
              {labels.purchase.orderNumber}{' '}
              <span className="my-order__number">{row.sent.order.Order_Id}</span>
            </>
          ) : (
            WAY_TITLE[way]
          )}
        </h2>
        <span className={`pill pill--${state.tone}`}>{state.text}</span>
      </div>
      <dl className="my-order__facts">
        <div>
          <dt>Placed</dt>
          {/* The customer pages' own date and time ("28 Nov 2026, 17:11"), not the dashboard's spec format. */}
          <dd>
            <time dateTime={placedAt.toISOString()}>{formatWhen(placedAt)}</time>
          </dd>
        </div>
        {row.sent ? (
          <>
            <div>
              <dt>Way</dt>
              <dd>{row.sent.order.title}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span data-testid="my-order-status">{known?.status ?? row.sent.order.Status}</span>
                {known && !known.live ? (
                  <span className="muted"> (last known, checked {rateAge(known.checkedAt, new Date())})</span>
                ) : null}{' '}
                <Link to={`/track?order=${row.sent.order.Order_Id}`}>Track this order</Link>
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {row.entry?.state === 'failed' && row.entry.lastError ? (
        <p className="form-error" role="alert">
          {row.entry.lastError}
        </p>
      ) : null}
      {row.entry?.state === 'failed' && !row.sent ? <CorrectOrder entry={row.entry} /> : null}
      {!row.sent && row.entry?.state !== 'failed' ? <p className="muted">{offlineTexts.queued}</p> : null}
      {row.sent ? <RepricingNotice repricing={row.sent.repricing} orderId={row.sent.order.Order_Id} /> : null}
      <OrderLinesTable
        lines={row.sent?.order.Orders ?? row.entry?.body.Orders ?? []}
        caption={row.sent ? `Order ${row.sent.order.Order_Id}` : WAY_TITLE[way]}
      />
    </li>
  );
}

/**
 * "My orders": what this device has ordered, sent or still waiting in the outbox (route /myOrders), and for a
 * signed-in customer the account's other orders (AccountOrders).
 */
export function MyOrdersPage() {
  usePageTitle(offlineTexts.myOrdersTitle);
  const { user } = useSession();
  const { loading, outbox, delivered } = useDeviceOrders();
  const rows = rowsOf(outbox, delivered);
  const { online } = useOnlineState();
  const myOrders = myOrdersOf(useOfflineStore());
  const statuses = useLiveStatuses(
    delivered,
    online,
    myOrders ? (key, known) => myOrders.noteStatus(key, known) : null,
  );
  const waiting = outbox.filter((e) => e.state === 'queued' || e.state === 'sending').length;
  return (
    <section className="container my-orders" aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{offlineTexts.myOrdersTitle}</h1>
      <div className="my-orders__intro">
        <p className="muted">{offlineTexts.myOrdersIntro}</p>
        {loading ? null : <ForgetDeviceButton waiting={waiting} />}
      </div>
      {loading ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>
          {offlineTexts.myOrdersEmpty} <Link to="/exchangeRates">{labels.header.exchangeRates}</Link>
        </p>
      ) : (
        <ul className="my-orders__list">
          {rows.map((row) => (
            <OrderCard
              key={row.key}
              row={row}
              known={row.sent ? statuses.get(row.sent.order.Order_Id) : undefined}
            />
          ))}
        </ul>
      )}
      {user && !loading ? (
        <AccountOrders email={user.email} onDevice={new Set(delivered.map((m) => m.order.Order_Id))} />
      ) : null}
    </section>
  );
}
