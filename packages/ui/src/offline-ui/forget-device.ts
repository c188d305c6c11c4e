import type { ForgetOutcome } from '@tm/offline';
import { clearDraft } from '../pages/purchase/purchase-draft';
import type { AppStore } from '../store-context';
import { deviceOf } from './hooks';

/** Where an earlier version kept each order's last known status; now it is kept with the order itself. */
const OLD_STATUS_PREFIX = 'tm.orderStatus.';

function removeOldStatuses(): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(OLD_STATUS_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage switched off: then nothing was kept there either.
  }
}

/**
 * Takes the customer's personal data off this device: the orders and cart the offline store keeps, the
 * purchase form's draft in this tab, and statuses an earlier version kept. Orders not sent yet are kept (the
 * answer says how many), to be sent and then removed. Forget this device and sign-out both come here.
 */
export async function forgetThisDevice(store: AppStore): Promise<ForgetOutcome> {
  clearDraft();
  removeOldStatuses();
  const device = deviceOf(store);
  return device ? device.forget() : { removed: 0, waiting: 0 };
}

/** How many orders wait to be sent (0 when the store keeps no outbox of its own). */
export function waitingOrders(store: AppStore): Promise<number> {
  return deviceOf(store)?.waiting() ?? Promise.resolve(0);
}
