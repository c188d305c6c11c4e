import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { labels } from '@tm/core/messages';
import { apiFetch } from '../../api/client';
import { useSession } from '../../auth/session';
import { Field } from '../../components/Field';
import '../misc.css';
import { usePageTitle } from '../../hooks/use-page-title';
import { safeRedirect } from './AuthForm';

const B = labels.box;

/**
 * Secure Box (spec §2, §5): Username, Password, Access. The check runs on the server (POST /api/box), not in
 * the browser; success goes to the requested path (?from=) or home, any failure goes home, as the spec says.
 */
export function BoxPage() {
  usePageTitle(B.title);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const userRef = useRef<HTMLInputElement>(null);
  const passRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      username: username ? undefined : 'Enter the username',
      password: password ? undefined : 'Enter the password',
    };
    setMissing(found);
    if (found.username) return userRef.current?.focus();
    if (found.password) return passRef.current?.focus();
    setBusy(true);
    try {
      await apiFetch('/box', { method: 'POST', body: { username, password } });
      await refresh();
      navigate(safeRedirect(params.get('from')), { replace: true });
    } catch {
      navigate('/', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="container auth">
      <div className="card auth__card">
        <h1>{B.title}</h1>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={B.username}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={missing.username}
            inputRef={userRef}
          />
          <Field
            label={B.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={missing.password}
            inputRef={passRef}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {B.access}
          </button>
        </form>
      </div>
    </section>
  );
}
