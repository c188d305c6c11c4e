import { useId, useRef, useState, type FormEvent } from 'react';
import { plainAmount } from '@tm/core/amount';
import { messages } from '@tm/core/messages';
import {
  alertRate,
  checkAlertTarget,
  RATE_ALERT_BAND_PERCENT,
  sellAlertAmountProblem,
  sellProceeds,
  sellTargetFor,
  sellVerdictText,
  type AlertCurrency,
} from '@tm/core/rate-alerts';
import { formatMoney } from '@tm/core/money';
import { rateAlertRequestSchema } from '@tm/core/schemas';
import type { Way } from '@tm/core/ways';
import { ApiError } from '../api/client';
import { createRateAlert } from '../api/rate-alerts';
import { useTextField } from '../hooks/use-text-field';
import { Field } from './Field';
import './rate-alert-form.css';

export interface RateAlertFormProps {
  /** The currency the alert is for (ISO code, e.g. EUR). */
  code: string;
  /** Today's rate and margins, when the page has them: the form then shows today's rate and checks the band. */
  currency?: AlertCurrency;
}

type FieldKey = 'target' | 'fx' | 'gbp' | 'email';
type Errors = Partial<Record<FieldKey | 'form', string>>;

/**
 * "Tell me when 1 GBP buys at least X" (Collect) or "when selling X gets at least £Y" (Sell), by email with
 * no account (issue 19). The request is checked with the API's own schema (and, when the page gives today's
 * rate, core's ±20% rule) before it is sent; the server's answer is shown either way: a 202 says to check the
 * email (the alert works only once confirmed), a refusal is shown beside the field it is about.
 */
export function RateAlertForm({ code, currency }: RateAlertFormProps) {
  const id = useId();
  const [way, setWay] = useState<Way>('buy');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const edited = () => {
    setErrors({});
    setStatus((s) => (s === 'sent' ? 'idle' : s));
  };
  const target = useTextField(edited);
  const fx = useTextField(edited);
  const gbp = useTextField(edited);
  const email = useTextField(edited);
  const fields = { target, fx, gbp, email };

  const today = currency ? safeRate(currency, way) : null;
  const fxAmount = plainAmount(fx.value);
  const gbpAmount = plainAmount(gbp.value);
  const sellTarget = way === 'sell' ? sellTargetFor(fxAmount, gbpAmount) : null;

  /** Shows errors and moves focus to the first field that has one (or to the form-level message). */
  function show(found: Errors) {
    setErrors(found);
    const first = (['target', 'fx', 'gbp', 'email'] as const).find((k) => found[k]);
    if (first) fields[first].focus();
    else if (found.form) requestAnimationFrame(() => statusRef.current?.focus());
  }

  /** A problem with the target is shown at the field that sets it: the rate, or the pounds to get. */
  const targetField: FieldKey = way === 'buy' ? 'target' : 'gbp';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (way === 'sell') {
      const fxError = sellAlertAmountProblem(fxAmount, code);
      const gbpError = sellAlertAmountProblem(gbpAmount, 'GBP');
      if (fxError || gbpError || sellTarget === null) {
        show(
          fxError || gbpError
            ? { fx: fxError ?? undefined, gbp: gbpError ?? undefined }
            : { gbp: messages.rateAlertSellAmounts },
        );
        return;
      }
    }
    const parsed = rateAlertRequestSchema.safeParse({
      email: email.value,
      code,
      way,
      target: way === 'buy' ? target.value : sellTarget,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'email' ? 'email' : issue.path[0] === 'target' ? targetField : 'form';
        found[key] ??= issue.message;
      }
      show(found);
      return;
    }
    if (currency) {
      const verdict = safeCheck(parsed.data, currency, fxAmount);
      if (verdict) {
        show({ [targetField]: verdict });
        return;
      }
    }
    setStatus('sending');
    try {
      await createRateAlert(parsed.data);
      setErrors({});
      setStatus('sent');
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      setStatus('idle');
      const message = err instanceof ApiError ? err.message : messages.somethingWentWrong;
      const about = err instanceof ApiError ? err.issues[0]?.path[0] : undefined;
      show(
        about === 'email'
          ? { email: message }
          : about === 'target'
            ? { [targetField]: message }
            : { form: message },
      );
    }
  }

  return (
    <form
      className="card rate-alert-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="card__title">
        Rate alert for {code}
      </h2>
      <fieldset className="rate-alert-form__ways">
        <legend className="field__label">Email me when</legend>
        {(['buy', 'sell'] as const).map((w) => (
          <div className="checkbox rate-alert-form__way" key={w}>
            <input
              type="radio"
              id={`${id}-${w}`}
              name={`${id}-way`}
              value={w}
              checked={way === w}
              onChange={() => {
                setWay(w);
                edited();
              }}
            />
            <label htmlFor={`${id}-${w}`}>
              {w === 'buy'
                ? `£1 buys at least a rate I choose (Click & Collect)`
                : `Selling my ${code} gets at least an amount I choose (Click & Sell)`}
            </label>
          </div>
        ))}
      </fieldset>
      {way === 'buy' ? (
        <Field
          label={`1 GBP buys at least (${code})`}
          name="target"
          inputMode="decimal"
          autoComplete="off"
          hint={today ? `Today £1 buys ${today} ${code}.` : undefined}
          error={errors.target}
          {...target.props}
        />
      ) : (
        <>
          <Field
            label={`Amount of ${code} to sell`}
            name="fx"
            inputMode="decimal"
            autoComplete="off"
            hint={
              today && sellAlertAmountProblem(fxAmount, code) === null
                ? `Today selling ${formatMoney(fxAmount, code)} gets ${formatMoney(sellProceeds(fxAmount, today), 'GBP')}.`
                : undefined
            }
            error={errors.fx}
            {...fx.props}
          />
          <Field
            label="Get at least (£)"
            name="gbp"
            inputMode="decimal"
            autoComplete="off"
            hint={
              // Only for amounts a target can come from: "1000000000.0000 EUR per £1" helped nobody.
              sellTarget &&
              !sellAlertAmountProblem(fxAmount, code) &&
              !sellAlertAmountProblem(gbpAmount, 'GBP')
                ? `That is our We Buy rate at ${sellTarget} ${code} per £1, or better.`
                : undefined
            }
            error={errors.gbp}
            {...gbp.props}
          />
        </>
      )}
      <Field
        label="Your email"
        type="email"
        name="email"
        autoComplete="email"
        hint="We email you once, when the rate reaches your target. No account needed."
        error={errors.email}
        {...email.props}
      />
      {status === 'sent' && (
        <p className="form-success" role="status" tabIndex={-1} ref={statusRef}>
          {messages.rateAlertCheckEmail}
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert" tabIndex={-1} ref={statusRef}>
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status === 'sending'}>
        {status === 'sending' ? 'Setting alert…' : 'Set alert'}
      </button>
    </form>
  );
}

/** Today's customer rate of a way, or null when the margins price nothing (the form then just asks). */
function safeRate(currency: AlertCurrency, way: Way): string | null {
  try {
    return alertRate(currency, way);
  } catch {
    return null;
  }
}

/** The server's refusal for a target outside the band or already met, said before sending; null if fine. */
function safeCheck(
  alert: { code: string; way: Way; target: string },
  currency: AlertCurrency,
  /** Click & Sell: the amount to sell, so a refusal is said in the pounds typed (core sellVerdictText). */
  fx: string,
): string | null {
  try {
    const verdict = checkAlertTarget(alert, currency);
    if (verdict.ok) return null;
    if (alert.way === 'sell') return sellVerdictText(fx, alert.code, verdict);
    return verdict.reason === 'out-of-band'
      ? messages.rateAlertOutOfBand(alert.code, RATE_ALERT_BAND_PERCENT, verdict.min, verdict.max)
      : messages.rateAlertAlreadyMet(alert.way, alert.code, verdict.rate);
  } catch {
    return null;
  }
}
