import { messages } from '@tm/core/messages';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../notify';
import { useSignOut } from './use-sign-out';

/**
 * Sign-out from a button (the account menu's Logout, the dashboard's "Sign out and use a staff account").
 * Orders not sent yet are never dropped: when some wait, `start` only asks (SignOutWaitingDialog, given
 * `dialog`), as the customer may rather stay signed in until they have gone; otherwise it signs out at once.
 */
export function useAskingSignOut(afterSignOut: () => void = () => undefined) {
  const { signOut, waiting } = useSignOut();
  /** Orders not sent yet, while the customer is being asked about them; 0 when nothing is asked. */
  const [asking, setAsking] = useState(0);
  const [signingOut, setSigningOut] = useState(false);

  /** Resolves with how many orders were kept to be sent (the dialog that asked says so), null on failure. */
  const signOutNow = async () => {
    setSigningOut(true);
    try {
      const kept = await signOut();
      notifySuccess(messages.loggedOut);
      afterSignOut();
      return kept;
    } catch {
      notifyError(messages.somethingWentWrong);
      return null;
    } finally {
      setSigningOut(false);
    }
  };

  const start = async () => {
    const notSent = await waiting().catch(() => 0);
    if (notSent > 0) setAsking(notSent);
    else await signOutNow();
  };

  return {
    start,
    signingOut,
    dialog: { waiting: asking, onCancel: () => setAsking(0), onConfirm: signOutNow },
  };
}
