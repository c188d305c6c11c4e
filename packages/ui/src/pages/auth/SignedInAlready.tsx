import { Link } from 'react-router';
import { SwitchAccountButton } from '../../auth/SwitchAccountButton';
import { AuthCard } from './AuthCard';

/**
 * What /signIn and /signUp show to someone already signed in (a bookmark, the back button after signing in):
 * an empty form would sign them in over their own session, or make a second account for nothing. Say whose
 * session this is, and offer to go on or to sign out first, as the dashboard's NoStaffAccess does.
 */
export function SignedInAlready({ title, email, next }: { title: string; email: string; next: string }) {
  return (
    <AuthCard title={title}>
      <p role="status">
        You are signed in as <strong>{email}</strong>.
      </p>
      <Link className="btn btn--primary btn--block" to={next}>
        {next === '/' ? 'Go to the home page' : 'Continue'}
      </Link>
      <p className="auth__or">or</p>
      {/* Signed out, the same page shows its form: the way to another account. */}
      <SwitchAccountButton label="Sign out and use another account" className="btn btn--outline btn--block" />
    </AuthCard>
  );
}
