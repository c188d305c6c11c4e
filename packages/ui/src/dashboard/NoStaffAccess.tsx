import { useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '@tm/core/messages';
import { useAskingSignOut } from '../auth/use-asking-sign-out';
import { AuthCard } from '../pages/auth/AuthCard';
import { SignOutWaitingDialog } from '../layout/SignOutWaitingDialog';

/**
 * What a signed-in customer sees at /dashboard: sending them to /signIn would only loop (they are signed in),
 * so say plainly that this account is not a staff account, and offer the two ways on.
 */
export function NoStaffAccess({ email }: { email: string }) {
  // Signed out, the dashboard's guard sends the visitor to /signIn and back here after a staff sign-in.
  const signOut = useAskingSignOut();
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        disabled={signOut.signingOut}
        onClick={() => void signOut.start()}
      >
        Sign out and use a staff account
      </button>
      <p className="auth__switch">
        <Link to="/">Go to the home page</Link>
      </p>
      <SignOutWaitingDialog {...signOut.dialog} returnFocusTo={buttonRef} />
    </AuthCard>
  );
}
