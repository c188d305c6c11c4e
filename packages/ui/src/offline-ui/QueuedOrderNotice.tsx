import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyOrder } from '@tm/offline';
import type { PurchaseDraft } from '../pages/purchase/purchase-draft';
import { offlineTexts } from './offline-texts';
import { CorrectOrder } from './CorrectOrder';
import { RepricingNotice } from './RepricingNotice';
import { useDeviceOrders } from './hooks';
import './offline-ui.css';

/**
 * After an order was saved offline: says it will be sent (and that its rate is fixed on arrival), or that it
 * was not accepted and how to correct it; then, when the sync engine has delivered it (this
 * page may stay open through the reconnect), shows the confirmation: the caller's (the purchase page's step 3)
 * or, by default, the order number with any repricing spelt out.
 */
export function QueuedOrderNotice({
  orderKey,
  renderConfirmation,
  onCorrect,
}: {
  orderKey: string;
  renderConfirmation?: (sent: MyOrder) => ReactNode;
  /** When the server refuses it: see CorrectOrder. */
  onCorrect?: (draft: PurchaseDraft, path: string) => void;
}) {
  const { delivered, outbox } = useDeviceOrders();
  const mine = delivered.find((o) => o.key === orderKey);
  const entry = outbox.find((o) => o.key === orderKey);
  if (mine) {
    return (
      <>
        <section className="notice notice--ok" role="status" aria-live="polite" data-testid="sent-notice">
          <h2>{offlineTexts.sentTitle}</h2>
          <p>{offlineTexts.sentNumber(mine.order.Order_Id)}</p>
          <RepricingNotice repricing={mine.repricing} orderId={mine.order.Order_Id} />
        </section>
        {renderConfirmation?.(mine)}
      </>
    );
  }
  // Refused, it is no longer "saved and will be sent": it says so, and how to put it right.
  const refused = entry?.state === 'failed';
  return (
    <section
      className={refused ? 'notice' : 'notice notice--info'}
      role="status"
      aria-live="polite"
      data-testid="queued-notice"
    >
      <h2>{refused ? offlineTexts.refusedTitle : offlineTexts.queuedTitle}</h2>
      {refused ? (
        <p>{offlineTexts.refused}</p>
      ) : (
        <>
          <p>{offlineTexts.queued}</p>
          <p>{offlineTexts.queuedRate}</p>
        </>
      )}
      {refused && entry.lastError ? (
        <p className="form-error" role="alert">
          {offlineTexts.stateFailed}: {entry.lastError}
        </p>
      ) : null}
      {refused ? <CorrectOrder entry={entry} onCorrect={onCorrect} /> : null}
      <p>
        <Link to="/myOrders">{offlineTexts.myOrdersTitle}</Link>
      </p>
    </section>
  );
}
