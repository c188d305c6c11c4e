import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { labels } from '@tm/core/labels';
import { safeReturnPath } from '@tm/core/return-path';
import { messages } from '@tm/core/messages';
import { providersSchema } from '@tm/core/schemas';
import type { SessionUser } from '@tm/core';
import { ApiError, apiBase, apiFetch } from '../../api/client';
import { useSession } from '../../auth/session';
import { notifySuccess } from '../../notify';
import { EmailSuggestion } from '../../components/EmailSuggestion';
import { Field } from '../../components/Field';
import { AuthCard } from './AuthCard';
import { SignedInAlready } from './SignedInAlready';

const A = labels.auth;

/** What a submit answers: a signed-in user (sign in), or what to tell the person (sign up: check your email). */
export type AuthAnswer = { user: SessionUser } | { message: string };

/**
 * The shared email + password form of /signIn and /signUp: the spec's 'Enter an email' / 'Enter a password'
 * at the fields, the API's message (e.g. "The password doesn't match", or why a password is refused) at the
 * field it is about or above the button, 'User logged in' on success, and 'Continue with {provider}' only when
 * the server has a provider configured. A sign-up signs nobody in: the form gives way to "check your email";
 * so does a forgotten password's form (`reset`), which asks for the new password the emailed link will set.
 */
export function AuthForm({
  mode,
  submit,
}: {
  /** Sign in, sign up, or ask for a forgotten password's link (a new password, then "check your email"). */
  mode: 'signIn' | 'signUp' | 'reset';
  submit(email: string, password: string): Promise<AuthAnswer>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [provider, setProvider] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to go after signing in: the ?from= path when it is one of ours, else home.
  const redirect = safeReturnPath(params.get('from'));

  useEffect(() => {
    const ctrl = new AbortController();
    apiFetch('/auth/providers', { schema: providersSchema, signal: ctrl.signal })
      .then((p) => setProvider(p.oidc?.name ?? null))
      .catch(() => setProvider(null));
    return () => ctrl.abort();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      email: email.trim() ? undefined : messages.enterEmail,
      password: password ? undefined : messages.enterPassword,
    };
    setErrors(found);
    setFormError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const answer = await submit(email.trim(), password);
      if ('message' in answer) {
        setSent(answer.message);
        return;
      }
      setUser(answer.user);
      notifySuccess(messages.userLoggedIn);
      navigate(redirect, { replace: true });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : messages.somethingWentWrong;
      const issue =
        err instanceof ApiError
          ? err.issues.find((i) => i.path[0] === 'email' || i.path[0] === 'password')
          : undefined;
      if (issue?.path[0] === 'email') {
        setErrors({ email: issue.message });
        emailRef.current?.focus();
      } else if (issue?.path[0] === 'password') {
        setErrors({ password: issue.message });
        passwordRef.current?.focus();
      } else {
        setFormError(message);
        requestAnimationFrame(() => formErrorRef.current?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'signIn' ? A.signIn : mode === 'signUp' ? A.signUp : A.resetTitle;
  const choosing = mode !== 'signIn';
  // A forgotten password's link may be asked for any address, so that form stays; the other two would not.
  if (user && mode !== 'reset' && !busy) {
    return <SignedInAlready title={title} email={user.email} next={redirect} />;
  }
  if (sent) {
    return (
      <AuthCard title={title}>
        <div className="notice notice--info" role="status">
          <p className="notice__title">
            <strong>{sent}</strong>
          </p>
          <p>
            {/* A reset says nothing of whether the address has an account: only the mailbox's owner learns it. */}
            {mode === 'reset' ? '' : `We sent it to ${email.trim()}. `}
            If it does not arrive in a few minutes, look in your spam folder.
          </p>
        </div>
        <p className="auth__switch">
          <Link to={`/signIn${params.toString() ? `?${params}` : ''}`}>{A.haveAccount}</Link>
        </p>
      </AuthCard>
    );
  }
  const oidcHref = `${apiBase()}/auth/oidc/start?redirect=${encodeURIComponent(redirect)}`;
  return (
    <AuthCard title={title}>
      {mode === 'reset' && <p>{A.resetLead}</p>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={A.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          inputRef={emailRef}
        />
        {/* Signing up with a mistyped mailbox would send the confirmation nowhere (issue 31.10). */}
        {mode === 'signUp' && <EmailSuggestion email={email} onAccept={setEmail} />}
        <Field
          label={mode === 'reset' ? A.newPassword : A.password}
          type="password"
          name="password"
          autoComplete={choosing ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          inputRef={passwordRef}
          hint={choosing ? 'At least 6 characters.' : undefined}
        />
        {formError && (
          <p className="form-error" role="alert" tabIndex={-1} ref={formErrorRef}>
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
          {mode === 'reset' ? A.sendResetLink : A.letsGo}
        </button>
      </form>
      {mode === 'signIn' && (
        <p className="auth__switch">
          <Link to="/resetPassword">{A.forgotPassword}</Link>
        </p>
      )}
      {provider && mode !== 'reset' && (
        <>
          <p className="auth__or">or</p>
          <a className="btn btn--outline btn--block" href={oidcHref}>
            {A.continueWith} {provider}
          </a>
        </>
      )}
      <p className="auth__switch">
        {mode === 'signIn' ? (
          <Link to={`/signUp${params.toString() ? `?${params}` : ''}`}>{A.noAccount}</Link>
        ) : (
          <Link to={`/signIn${params.toString() ? `?${params}` : ''}`}>{A.haveAccount}</Link>
        )}
      </p>
    </AuthCard>
  );
}
