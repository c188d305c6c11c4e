import { labels } from '@tm/core/labels';
import { requestPasswordReset } from '../../auth/session';
import { usePageTitle } from '../../hooks/use-page-title';
import { AuthForm } from './AuthForm';

/**
 * /resetPassword: a forgotten password. The email and the new password; the server emails a link that sets it
 * once opened with it (the /verifyEmail page), and answers the same whether the address has an account or not.
 */
export function ResetPasswordPage() {
  usePageTitle(labels.auth.resetTitle);
  return <AuthForm mode="reset" submit={requestPasswordReset} />;
}
