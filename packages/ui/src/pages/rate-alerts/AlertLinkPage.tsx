import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@tm/core/messages';
import type { RateAlertActionResult } from '@tm/core/schemas';
import { ApiError } from '../../api/client';
import { postAlertLink } from '../../api/rate-alerts';
import { usePageTitle } from '../../hooks/use-page-title';
import { AuthCard } from '../auth/AuthCard';

export interface AlertLinkPageProps {
  action: 'confirm' | 'unsubscribe';
  title: string;
  lead: string;
  button: string;
}

/**
 * Where a rate-alert email's link lands (`?token=…`). Opening the link does nothing by itself: mail scanners
 * and link previews open links too, and must not confirm or stop anyone's alert. The button POSTs the token;
 * the answer (or why the link no longer works, and what that usually means: pressed before) is then shown,
 * with a way on to the rates.
 */
export function AlertLinkPage({ action, title, lead, button }: AlertLinkPageProps) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RateAlertActionResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The link no longer works (used, or expired): the button would only say so again. */
  const [dead, setDead] = useState(false);
  const resultRef = useRef<HTMLParagraphElement>(null);

  async function act() {
    setBusy(true);
    setError(null);
    try {
      setDone(await postAlertLink(action, token));
    } catch (err) {
      const linkDead = err instanceof ApiError && (err.status === 404 || err.status === 400);
      setDead(linkDead);
      setError(
        linkDead
          ? messages.rateAlertLinkInvalid
          : err instanceof ApiError
            ? err.message
            : messages.somethingWentWrong,
      );
    } finally {
      setBusy(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  }

  return (
    <AuthCard title={title}>
      {done ? (
        <>
          <p className="form-success" role="status" tabIndex={-1} ref={resultRef}>
            {done.message}
          </p>
          {done.alert && (
            <Link className="btn btn--primary btn--block" to={`/exchangeRates/${done.alert.code}`}>
              See today’s {done.alert.code} rate
            </Link>
          )}
        </>
      ) : dead ? (
        <>
          <p className="form-error form-error--block" role="alert" tabIndex={-1} ref={resultRef}>
            {messages.rateAlertLinkInvalid}
          </p>
          <p>{messages.rateAlertLinkUsed[action]}</p>
          <Link className="btn btn--primary btn--block" to="/exchangeRates">
            See today’s rates
          </Link>
        </>
      ) : (
        <>
          <p>{lead}</p>
          {error && (
            <p className="form-error form-error--block" role="alert" tabIndex={-1} ref={resultRef}>
              {error}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={busy || !token}
            onClick={() => void act()}
          >
            {button}
          </button>
          {!token && (
            <p className="form-error" role="alert">
              {messages.rateAlertLinkInvalid}
            </p>
          )}
        </>
      )}
    </AuthCard>
  );
}
