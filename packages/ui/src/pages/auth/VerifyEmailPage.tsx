import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { ApiError } from '../../api/client';
import { useSession, verifyEmail, verifyLinkOpen } from '../../auth/session';
import { Field } from '../../components/Field';
import { usePageTitle } from '../../hooks/use-page-title';
import { notifySuccess } from '../../notify';
import { AuthCard } from './AuthCard';

/** The server's answer for a used, expired or mangled link (the same message for all three). */
const isDeadLink = (err: unknown) => err instanceof ApiError && err.message === messages.verifyLinkInvalid;

/**
 * /verifyEmail?token=…, where the link of the sign-up email lands. The link proves the address only with the
 * password chosen at sign-up, so a link sent to someone who never signed up hands nobody their address.
 * Then it signs the person in with 'User logged in' and goes home. A wrong password can be typed again; a
 * used or expired link says so and offers Sign In, which sends a new one. A forgotten password's link
 * (`&for=reset`) is the same link asking for the new password it sets; used or expired, it offers Sign In
 * (with the new password, if it set it) and a new link.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  // The link of a forgotten password's email (`&for=reset`): the same link, which sets the new password.
  const reset = params.get('for') === 'reset';
  const title = reset ? labels.auth.resetTitle : 'Confirm your email';
  usePageTitle(title);
  const token = params.get('token') ?? '';
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const deadRef = useRef<HTMLParagraphElement>(null);
  const deadText = reset ? labels.auth.resetLinkDead : messages.verifyLinkInvalid;

  // A used or expired link says so as it opens, not after a password is typed for nothing. The form stays
  // until the server has answered; if it cannot be asked (offline), the form's own answer will tell.
  useEffect(() => {
    let current = true;
    verifyLinkOpen(token)
      .then((open) => {
        if (current && !open) setLinkDead(deadText);
      })
      .catch((err: unknown) => {
        // A token that is not a link's shape at all is a dead link too (400 with the same message).
        if (current && isDeadLink(err)) setLinkDead(deadText);
      });
    return () => {
      current = false;
    };
  }, [token, deadText]);

  // The form the keyboard was in is gone with a dead link: the message takes the focus the page's body would
  // have been left with, so Tab goes on to Sign In. Focus somewhere else on the page stays where it is.
  useEffect(() => {
    if (linkDead && (!document.activeElement || document.activeElement === document.body))
      deadRef.current?.focus();
  }, [linkDead]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setPasswordError(messages.enterPassword);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { user } = await verifyEmail(token, password);
      setUser(user);
      notifySuccess(reset ? labels.auth.resetDone : messages.userLoggedIn);
      navigate('/', { replace: true });
    } catch (err) {
      if (isDeadLink(err)) setLinkDead(deadText);
      else {
        setPasswordError(err instanceof ApiError ? err.message : messages.somethingWentWrong);
        passwordRef.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={title}>
      {linkDead ? (
        <>
          <p className="form-error form-error--block" role="alert" ref={deadRef} tabIndex={-1}>
            {linkDead}
          </p>
          <Link className="btn btn--primary btn--block" to="/signIn">
            {labels.auth.signIn}
          </Link>
          {reset ? (
            <p className="auth__switch">
              <Link to="/resetPassword">{labels.auth.forgotPassword}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <form onSubmit={confirm} noValidate>
          <Field
            label={reset ? labels.auth.newPassword : labels.auth.password}
            type="password"
            name="password"
            autoComplete={reset ? 'new-password' : 'current-password'}
            hint={reset ? labels.auth.resetConfirmHint : labels.auth.confirmEmailHint}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(null);
            }}
            error={passwordError}
            inputRef={passwordRef}
          />
          <button className="btn btn--primary btn--block" type="submit" disabled={busy}>
            {reset ? labels.auth.resetConfirm : labels.auth.confirmEmail}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
