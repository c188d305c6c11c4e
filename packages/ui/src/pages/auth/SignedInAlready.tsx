import { useRef } from 'react';
import { Link } from 'react-router';
import { useAskingSignOut } from '../../auth/use-asking-sign-out';
import { SignOutWaitingDialog } from '../../layout/SignOutWaitingDialog';
import { AuthCard } from './AuthCard';

/**
 * What /signIn and /signUp show to someone already signed in (a bookmark, the back button after signing in):
 * an empty form would sign them in over their own session, or make a second account for nothing. Say whose
 * session this is, and offer to go on or to sign out first, as the dashboard's NoStaffAccess does.
 */
export function SignedInAlready({ title, email, next }: { title: string; email: string; next: string }) {
  // Signed out, the same page shows its form: the button's way to another account.
  const signOut = useAskingSignOut();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <AuthCard title={title}>
      <p role="status">
        You are signed in as <strong>{email}</strong>.
      </p>
      <Link className="btn btn--primary btn--block" to={next}>
        {next === '/' ? 'Go to the home page' : 'Continue'}
      </Link>
      <p className="auth__or">or</p>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--outline btn--block"
        disabled={signOut.signingOut}
        onClick={() => void signOut.start()}
      >
        Sign out and use another account
      </button>
      <SignOutWaitingDialog {...signOut.dialog} returnFocusTo={buttonRef} />
    </AuthCard>
  );
}
