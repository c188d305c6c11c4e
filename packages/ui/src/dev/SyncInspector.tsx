import { usePageTitle } from '../hooks/use-page-title';
import { CachesSection, CartLineItem, MyOrderItem } from './DataSections';
import { ConnectionSection } from './ConnectionSection';
import { ListSection } from './ListSection';
import { OutboxEntryCard } from './OutboxEntryCard';
import { ServiceWorkerSection } from './ServiceWorkerSection';
import { useNow } from '../hooks/use-now';
import { useInspectorPort, useStoreOnline, useSyncSnapshot } from './use-sync-snapshot';
import './sync-inspector.css';

/**
 * The sync inspector (/dev/sync, DEV_TOOLS): what this device holds for the offline sync and what the engine
 * will do next, live across tabs. A developer's page: it shows idempotency keys and raw states, and its
 * actions (retry, simulate offline, drop) act on this device only. See docs/offline-sync.md.
 */
export function SyncInspector() {
  usePageTitle('Sync inspector');
  const port = useInspectorPort();
  const snapshot = useSyncSnapshot(port);
  const online = useStoreOnline();
  // "next try in 4 s" counts down.
  const now = useNow();

  return (
    <section className="container sync-inspector" aria-labelledby="sync-inspector-title">
      <h1 id="sync-inspector-title">Sync inspector</h1>
      <p className="muted">
        This device&apos;s offline store, live. Orders wait in the outbox until the server answers; each is
        always sent with its own idempotency key, so the branch stores it once.
      </p>
      {port ? (
        <ConnectionSection port={port} online={online} />
      ) : port === null ? (
        <p className="notice">This app&apos;s store has no inspector port.</p>
      ) : null}

      <section aria-labelledby="outbox-title" className="sync-inspector__section">
        <h2 id="outbox-title">Outbox {snapshot ? `(${snapshot.outbox.length})` : ''}</h2>
        {snapshot === null ? (
          <p role="status">Reading the device…</p>
        ) : snapshot.outbox.length === 0 ? (
          <p>Empty: no order from this device is waiting or was sent from here.</p>
        ) : (
          <ul className="sync-inspector__entries">
            {snapshot.outbox.map((entry) => (
              <OutboxEntryCard key={entry.key} entry={entry} now={now} port={port ?? null} />
            ))}
          </ul>
        )}
      </section>

      {snapshot ? (
        <>
          <CachesSection snapshot={snapshot} now={now} />
          <ListSection id="my-orders-title" title="My orders" items={snapshot.myOrders} empty="None yet.">
            {(m) => <MyOrderItem key={m.key} order={m} />}
          </ListSection>
          <ListSection id="cart-title" title="Cart" items={snapshot.cart} empty="Empty.">
            {(l) => <CartLineItem key={l.Id} line={l} />}
          </ListSection>
        </>
      ) : null}
      {port ? <ServiceWorkerSection port={port} /> : null}
    </section>
  );
}
