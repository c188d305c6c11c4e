import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OutboxEntry } from '@tm/offline';
import { saveDraft, type PurchaseDraft } from '../pages/purchase/purchase-draft';
import { correctionOf } from '../pages/purchase/reopen';
import { useOfflineStore } from '../store-context';
import { offlineTexts } from './offline-texts';

/**
 * Under an order the server refused after it left the device (placed offline, sent later): takes it back into
 * the cart and opens the purchase page on the step and field the server named, with its message. A cart with
 * other lines is kept until the customer chooses to replace it.
 */
export function CorrectOrder({
  entry,
  onCorrect,
}: {
  entry: OutboxEntry;
  /**
   * The purchase page, when this shows on its step 3, takes the draft itself (it is already open, so it would
   * not read the device's draft again). Elsewhere the draft is saved and the page opened.
   */
  onCorrect?: (draft: PurchaseDraft, path: string) => void;
}) {
  const store = useOfflineStore();
  const navigate = useNavigate();
  const [cartBusy, setCartBusy] = useState(false);

  const correct = async (replaceCart: boolean) => {
    const reopened = await store.outbox.reopen(entry.key, { replaceCart });
    if (!reopened.ok) {
      setCartBusy(reopened.reason === 'cart-busy');
      return;
    }
    const { draft, path } = correctionOf(reopened.order, reopened.error, reopened.issues);
    if (onCorrect) return onCorrect(draft, path);
    saveDraft(draft);
    void navigate(path);
  };

  return (
    <div className="correct-order">
      {cartBusy ? (
        <>
          <p role="alert">{offlineTexts.correctCartBusy}</p>
          <button type="button" className="btn btn--primary" onClick={() => void correct(true)}>
            {offlineTexts.correctReplaceCart}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => void correct(false)}>
          {offlineTexts.correctOrder}
        </button>
      )}
    </div>
  );
}
