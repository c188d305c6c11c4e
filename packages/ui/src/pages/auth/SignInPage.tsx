import { labels } from '@tm/core/labels';
import { signIn } from '../../auth/session';
import { usePageTitle } from '../../hooks/use-page-title';
import { AuthForm } from './AuthForm';

export function SignInPage() {
  usePageTitle(labels.auth.signIn);
  return <AuthForm mode="signIn" submit={signIn} />;
}
