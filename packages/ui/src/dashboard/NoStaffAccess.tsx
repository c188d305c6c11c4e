import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@tm/core/messages';
import { useSession } from '../auth/session';
import { notifySuccess } from '../notify';
import { AuthCard } from '../pages/auth/AuthCard';

/**
 * What a signed-in customer sees at /dashboard: sending them to /signIn would only loop (they are signed in),
 * so say plainly that this account is not a staff account, and offer the two ways on.
 */
export function NoStaffAccess({ email }: { email: string }) {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const signOutAndGo = async () => {
    setBusy(true);
    try {
      // Signed out, the dashboard's guard sends the visitor to /signIn and back here after a staff sign-in.
      await signOut();
      notifySuccess(messages.loggedOut);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard title={messages.noStaffAccess}>
      <p>
        You are signed in as <strong>{email}</strong>. The dashboard is for branch staff: ask an Admin to give
        this account staff access, or sign in with a staff account.
      </p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={busy}
        onClick={() => void signOutAndGo()}
      >
        Sign out and use a staff account
      </button>
      <p className="auth__switch">
        <Link to="/">Go to the home page</Link>
      </p>
    </AuthCard>
  );
}
