import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOutAndGo = async () => {
    setBusy(true);
    try {
      await signOut();
      notifySuccess(messages.loggedOut);
      navigate('/signIn?from=%2Fdashboard', { replace: true });
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
