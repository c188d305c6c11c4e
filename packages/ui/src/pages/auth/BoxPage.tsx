import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { labels } from '@tm/core/labels';
import { apiFetch } from '../../api/client';
import { useSession } from '../../auth/session';
import { Field } from '../../components/Field';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTextField } from '../../hooks/use-text-field';
import { AuthCard } from './AuthCard';
import { safeReturnPath } from '@tm/core/return-path';

const B = labels.box;

/**
 * Secure Box (spec §2, §5): Username, Password, Access. The check runs on the server (POST /api/box), not in
 * the browser; success goes to the requested path (?from=) or home, any failure goes home, as the spec says.
 */
export function BoxPage() {
  usePageTitle(B.title);
  const username = useTextField();
  const password = useTextField();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: username.value ? undefined : 'Enter the username',
      password: password.value ? undefined : 'Enter the password',
    };
    setMissing(found);
    if (found.username) return username.focus();
    if (found.password) return password.focus();
    setBusy(true);
    try {
      await apiFetch('/box', {
        method: 'POST',
        body: { username: username.value, password: password.value },
      });
      await refresh();
      navigate(safeReturnPath(params.get('from')), { replace: true });
    } catch {
      navigate('/', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={B.title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={B.username}
          name="username"
          autoComplete="username"
          error={missing.username}
          {...username.props}
        />
        <Field
          label={B.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={missing.password}
          {...password.props}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {B.access}
        </button>
      </form>
    </AuthCard>
  );
}
