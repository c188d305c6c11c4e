import { Link } from 'react-router';
import { useDeviceOrders } from '../../offline-ui/hooks';
import { offlineTexts } from '../../offline-ui/offline-texts';
import { QueuedOrderNotice } from '../../offline-ui/QueuedOrderNotice';
import { PageLoading } from '../PageLoading';
import { ConfirmationStep } from './ConfirmationStep';
import type { PurchaseDraft } from './purchase-draft';

/** Which placed order a step-3 address names: its Order_Id once the server stored it, else its outbox key. */
export type StoredRef = { orderId: string } | { orderKey: string };

/**
 * Step 3 read back from the device (My orders, in @tm/offline), so the confirmation is an order page that a
 * reload, or a later visit to the same address, shows again rather than a cart state that is gone.
 */
export function StoredConfirmation({
  stored,
  onCorrect,
}: {
  stored: StoredRef;
  onCorrect: (draft: PurchaseDraft, path: string) => void;
}) {
  const { loading, delivered, outbox } = useDeviceOrders();
  if ('orderKey' in stored) {
    const known = [...outbox, ...delivered].some((o) => o.key === stored.orderKey);
    if (loading) return <PageLoading />;
    if (!known) return <NotOnDevice />;
    return (
      <QueuedOrderNotice
        orderKey={stored.orderKey}
        onCorrect={onCorrect}
        renderConfirmation={(sent) => <ConfirmationStep order={sent.order} repricing={sent.repricing} />}
      />
    );
  }
  const mine = delivered.find((m) => m.order.Order_Id === stored.orderId);
  if (mine) return <ConfirmationStep order={mine.order} repricing={mine.repricing} />;
  if (loading) return <PageLoading />;
  return <NotOnDevice orderId={stored.orderId} />;
}

/** An address naming an order this device does not hold (another device, cleared, or corrected since). */
function NotOnDevice({ orderId }: { orderId?: string }) {
  return (
    <section className="card" role="status">
      <p>
        {offlineTexts.notOnDevice(orderId)}{' '}
        <Link to={orderId ? `/track?order=${orderId}` : '/track'}>Track this order</Link>{' '}
        {offlineTexts.notOnDeviceTrack} <Link to="/myOrders">{offlineTexts.myOrdersTitle}</Link>
      </p>
    </section>
  );
}
