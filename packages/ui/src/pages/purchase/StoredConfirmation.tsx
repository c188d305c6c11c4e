import { Link } from 'react-router';
import { useDeviceOrders } from '../../offline-ui/hooks';
import { QueuedOrderNotice } from '../../offline-ui/QueuedOrderNotice';
import { PageLoading } from '../PageLoading';
import { ConfirmationStep } from './ConfirmationStep';

/** Which placed order a step-3 address names: its Order_Id once the server stored it, else its outbox key. */
export type StoredRef = { orderId: string } | { orderKey: string };

/**
 * Step 3 read back from the device (My orders, in @tm/offline), so the confirmation is an order page that a
 * reload, or a later visit to the same address, shows again rather than a cart state that is gone.
 */
export function StoredConfirmation({ stored }: { stored: StoredRef }) {
  const { loading, delivered } = useDeviceOrders();
  if ('orderKey' in stored)
    return (
      <QueuedOrderNotice
        orderKey={stored.orderKey}
        renderConfirmation={(sent) => <ConfirmationStep order={sent.order} repricing={sent.repricing} />}
      />
    );
  const mine = delivered.find((m) => m.order.Order_Id === stored.orderId);
  if (mine) return <ConfirmationStep order={mine.order} repricing={mine.repricing} />;
  if (loading) return <PageLoading />;
  return (
    <section className="card" role="status">
      <p>
        Order {stored.orderId} was not placed on this device, or it has been cleared from it.{' '}
        <Link to={`/track?order=${stored.orderId}`}>Track this order</Link> with the email it was placed with.
      </p>
    </section>
  );
}
