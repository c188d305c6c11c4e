import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@tm/core/messages';
import { useSignOut } from '../auth/use-sign-out';
import { notifyError, notifySuccess } from '../notify';
import { AuthCard } from '../pages/auth/AuthCard';
import { SignOutWaitingDialog } from '../layout/SignOutWaitingDialog';

/**
 * What a signed-in customer sees at /dashboard: sending them to /signIn would only loop (they are signed in),
 * so say plainly that this account is not a staff account, and offer the two ways on.
 */
export function NoStaffAccess({ email }: { email: string }) {
  const { signOut, waiting } = useSignOut();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOutAndGo = async () => {
    setBusy(true);
    try {
      // Signed out, the dashboard's guard sends the visitor to /signIn and back here after a staff sign-in.
      const kept = await signOut();
      notifySuccess(messages.loggedOut);
      return kept;
    } catch {
      notifyError(messages.somethingWentWrong);
      return null;
    } finally {
      setBusy(false);
    }
  };
  // As the account menu does: orders not sent yet are kept, and the customer hears it before signing out.
  const askOrSignOut = async () => {
    const notSent = await waiting().catch(() => 0);
    if (notSent > 0) setAsking(notSent);
    else await signOutAndGo();
  };
  return (
    <AuthCard title={messages.noStaffAccess}>
      <p>
        You are signed in as <strong>{email}</strong>. The dashboard is for branch staff: ask an Admin to give
        this account staff access, or sign in with a staff account.
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--primary btn--block"
        disabled={busy}
        onClick={() => void askOrSignOut()}
      >
        Sign out and use a staff account
      </button>
      <p className="auth__switch">
        <Link to="/">Go to the home page</Link>
      </p>
      <SignOutWaitingDialog
        waiting={asking}
        onCancel={() => setAsking(0)}
        onConfirm={signOutAndGo}
        returnFocusTo={buttonRef}
      />
    </AuthCard>
  );
}
