import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OutboxEntry } from '@tm/offline';
import { saveDraft } from '../pages/purchase/purchase-draft';
import { correctionOf } from '../pages/purchase/reopen';
import { useOfflineStore } from '../store-context';
import { offlineTexts } from './offline-texts';

/**
 * Under an order the server refused after it left the device (placed offline, sent later): takes it back into
 * the cart and opens the purchase page on the step and field the server named, with its message. A cart with
 * other lines is kept until the customer chooses to replace it.
 */
export function CorrectOrder({ entry }: { entry: OutboxEntry }) {
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
