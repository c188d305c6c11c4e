import { Link } from 'react-router';
import { messages } from '@tm/core/messages';
import { SwitchAccountButton } from '../auth/SwitchAccountButton';
import { AuthCard } from '../pages/auth/AuthCard';

/**
 * What a signed-in customer sees at /dashboard: sending them to /signIn would only loop (they are signed in),
 * so say plainly that this account is not a staff account, and offer the two ways on.
 */
export function NoStaffAccess({ email }: { email: string }) {
  return (
    <AuthCard title={messages.noStaffAccess}>
      <p>
        You are signed in as <strong>{email}</strong>. The dashboard is for branch staff: ask an Admin to give
        this account staff access, or sign in with a staff account.
      </p>
      {/* Signed out, the dashboard's guard sends the visitor to /signIn and back here after a staff sign-in. */}
      <SwitchAccountButton label="Sign out and use a staff account" className="btn btn--primary btn--block" />
      <p className="auth__switch">
        <Link to="/">Go to the home page</Link>
      </p>
    </AuthCard>
  );
}
