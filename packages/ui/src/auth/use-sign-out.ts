import { useCallback } from 'react';
import { useOfflineStore } from '../store-context';
import { useSession } from './session';

export interface SignOut {
  /** How many orders still wait to be sent: the customer is asked before signing out when there are some. */
  waiting(): Promise<number>;
  /**
   * Ends the session and takes the customer's data off the device (docs/shared-devices.md), even when the server
   * cannot be reached: whoever uses the device next must not find it. Rejects when the server's sign-out failed;
   * resolves with how many orders were kept because they are not sent yet.
   */
  signOut(): Promise<{ waiting: number }>;
}

// Loaded when asked: sign-out is rare, and every page's first load carries the account menu.
const device = () => import('../offline-ui/forget-device');

export function useSignOut(): SignOut {
  const session = useSession();
  const store = useOfflineStore();

  const waiting = useCallback(async () => (await device()).waitingOrders(store), [store]);

  const { signOut: endSession } = session;
  const signOut = useCallback(async () => {
    const forgotten = device()
      .then((d) => d.forgetThisDevice(store))
      .catch((err: unknown) => {
        console.error('could not clear this device at sign-out', err);
        throw err;
      });
    try {
      await endSession();
    } finally {
      await forgotten.catch(() => undefined);
    }
    return { waiting: (await forgotten).waiting };
  }, [store, endSession]);

  return { waiting, signOut };
}
