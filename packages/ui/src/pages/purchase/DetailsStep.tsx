import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CUSTOMER_LIMITS } from '@tm/core/constants';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { EmailSuggestion } from '../../components/EmailSuggestion';
import { Field } from '../../components/Field';
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival';
import {
  DETAILS_FIELDS,
  firstInvalid,
  validateDetails,
  type Details,
  type DetailsErrors,
} from './details-validation';

const P = labels.purchase;

/** Each field's name in the schema's "can be at most" message (core customer-details.ts). */
const WHAT: Record<Exclude<keyof Details, 'terms'>, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
};

/**
 * Step 2: the customer's details and the terms checkbox; problems show under each field, focus on the first.
 * The details live with the page (every keystroke reaches `onChange`), so they outlive this step. Nothing typed
 * is cut (issue 31.10: a maxlength cut a 61st character of a last name without a word): past the length the
 * order keeps, the field says so at once. What the server refuses (`refused`) shows under the field it named,
 * focus on the first, as the form's own checks do.
 */
export function DetailsStep({
  value: d,
  busy,
  refused,
  arrived = false,
  onChange,
  onBack,
  onSubmit,
}: {
  value: Details;
  busy: boolean;
  /** The server's messages for the fields it named when it refused the order. */
  refused: DetailsErrors;
  /** Reached from step 1 (not the page's first render): its heading takes focus. */
  arrived?: boolean;
  onChange(d: Details): void;
  onBack(): void;
  onSubmit(d: Details): void;
}) {
  const [checked, setErrors] = useState<DetailsErrors>({});
  // The form's own findings first; the server's stay on a field until the page drops them (it was changed).
  const errors: DetailsErrors = Object.fromEntries(
    DETAILS_FIELDS.map((k) => [k, checked[k] ?? refused[k]]).filter(([, v]) => v !== undefined),
  );
  const refs = useRef<Partial<Record<keyof Details, HTMLInputElement | null>>>({});
  const termsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef, arrived);

  // A new refusal takes focus to its first field; one dropping a field the customer changed does not.
  const seen = useRef<DetailsErrors>({});
  useEffect(() => {
    const fresh = DETAILS_FIELDS.some((k) => refused[k] !== undefined && refused[k] !== seen.current[k]);
    seen.current = refused;
    const first = firstInvalid(refused);
    if (fresh && first) refs.current[first]?.focus();
  }, [refused]);

  const set = <K extends keyof Details>(k: K, v: Details[K]) => {
    onChange({ ...d, [k]: v });
    if (checked[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDetails(d);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    onSubmit(d);
  };

  const text = (
    k: Exclude<keyof Details, 'terms'>,
    label: string,
    maxLength: number,
    extra: Record<string, string> = {},
  ) => (
    <Field
      label={label}
      name={k}
      value={d[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] ?? (d[k].trim().length > maxLength ? messages.tooLong(WHAT[k], maxLength) : undefined)}
      inputRef={(el) => {
        refs.current[k] = el;
      }}
      required
      {...extra}
    />
  );

  return (
    <form className="card details" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className="card__title" ref={headingRef} tabIndex={-1}>
        {P.steps[1].name}
      </h2>
      <div className="details__grid">
        {text('firstName', P.firstName, CUSTOMER_LIMITS.firstName, { autoComplete: 'given-name' })}
        {text('lastName', P.lastName, CUSTOMER_LIMITS.lastName, { autoComplete: 'family-name' })}
        <div>
          {text('email', P.email, CUSTOMER_LIMITS.email, { type: 'email', autoComplete: 'email' })}
          <EmailSuggestion email={d.email} onAccept={(email) => set('email', email)} />
        </div>
        {text('phone', P.phone, CUSTOMER_LIMITS.phone, { type: 'tel', autoComplete: 'tel' })}
        {text('address', P.address, CUSTOMER_LIMITS.address, {
          autoComplete: 'street-address',
          className: 'details__wide',
        })}
      </div>
      <div className={errors.terms ? 'checkbox checkbox--invalid' : 'checkbox'}>
        <input
          id={termsId}
          type="checkbox"
          checked={d.terms}
          onChange={(e) => set('terms', e.target.checked)}
          ref={(el) => {
            refs.current.terms = el;
          }}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? `${termsId}-error` : undefined}
        />
        <label htmlFor={termsId}>
          I agree to the{' '}
          <Link to="/termsCoditition" target="_blank" rel="noopener">
            Terms &amp; Conditions
          </Link>
        </label>
        {errors.terms && (
          <p id={`${termsId}-error`} className="field__error" role="alert">
            {errors.terms}
          </p>
        )}
      </div>
      <div className="details__actions">
        <button type="button" className="btn btn--outline" onClick={onBack}>
          {P.back}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : P.submit}
        </button>
      </div>
    </form>
  );
}
