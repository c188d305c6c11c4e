import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { labels, messages } from '@tm/core/messages';
import { ApiError } from '../../api/client';
import { useSession, verifyEmail } from '../../auth/session';
import { usePageTitle } from '../../hooks/use-page-title';
import { notifySuccess } from '../../notify';
import '../misc.css';

/**
 * /verifyEmail?token=…, where the link of the sign-up email lands: opens the link once (it works once), signs
 * the person in with 'User logged in' and goes home; a used or expired link says so and offers Sign In, which
 * sends a new one.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // React runs effects twice in development; the link must be spent only once.
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    verifyEmail(token)
      .then(({ user }) => {
        setUser(user);
        notifySuccess(messages.userLoggedIn);
        navigate('/', { replace: true });
      })
      .catch((err: unknown) =>
        setFailure(err instanceof ApiError ? err.message : messages.somethingWentWrong),
      );
  }, [token, setUser, navigate]);

  return (
    <section className="container auth">
      <div className="card auth__card">
        <h1>Confirm your email</h1>
        {failure ? (
          <>
            <p className="form-error form-error--block" role="alert">
              {failure}
            </p>
            <Link className="btn btn--primary btn--block" to="/signIn">
              {labels.auth.signIn}
            </Link>
          </>
        ) : (
          <p role="status" aria-busy="true">
            Confirming your email address…
          </p>
        )}
      </div>
    </section>
  );
}
