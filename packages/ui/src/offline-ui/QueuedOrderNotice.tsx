import { Link } from 'react-router';
import { offlineTexts } from './offline-texts';
import { RepricingNotice } from './RepricingNotice';
import { useDeviceOrders } from './hooks';
import './offline-ui.css';

/**
 * After an order was saved offline: says it will be sent, then, when the sync engine has delivered it (this
 * page may stay open through the reconnect), shows the order number and any repricing.
 */
export function QueuedOrderNotice({ orderKey }: { orderKey: string }) {
  const { delivered, outbox } = useDeviceOrders();
  const mine = delivered.find((o) => o.key === orderKey);
  const entry = outbox.find((o) => o.key === orderKey);
  if (mine) {
    return (
      <section className="queued-notice queued-notice--sent" role="status" aria-live="polite">
        <h2>{offlineTexts.sentTitle}</h2>
        <p>{offlineTexts.sentNumber(mine.order.Order_Id)}</p>
        <RepricingNotice repricing={mine.repricing} />
        <p>
          <Link to="/myOrders">{offlineTexts.myOrdersTitle}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="queued-notice" role="status" aria-live="polite" data-testid="queued-notice">
      <h2>{offlineTexts.queuedTitle}</h2>
      <p>{offlineTexts.queued}</p>
      {entry?.state === 'failed' && entry.lastError ? (
        <p className="queued-notice__error" role="alert">
          {offlineTexts.stateFailed}: {entry.lastError}
        </p>
      ) : null}
      <p>
        <Link to="/myOrders">{offlineTexts.myOrdersTitle}</Link>
      </p>
    </section>
  );
}
