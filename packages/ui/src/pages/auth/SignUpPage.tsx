import { labels } from '@tm/core/labels';
import { signUp } from '../../auth/session';
import { usePageTitle } from '../../hooks/use-page-title';
import { AuthForm } from './AuthForm';

export function SignUpPage() {
  usePageTitle(labels.auth.signUp);
  return <AuthForm mode="signUp" submit={signUp} />;
}
