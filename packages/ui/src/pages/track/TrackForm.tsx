import { useRef, useState, type FormEvent } from 'react';
import { trackRequestSchema, type TrackRequest } from '@tm/core/schemas';
import { labels } from '@tm/core/messages';
import { Field } from '../../components/Field';

const T = labels.track;
type Key = keyof TrackRequest;

/** Order number and Email, checked with the API's own schema before anything is sent. */
export function TrackForm({
  initialOrderId,
  busy,
  onSubmit,
}: {
  initialOrderId: string;
  busy: boolean;
  onSubmit: (query: TrackRequest) => void;
}) {
  const [v, setV] = useState<TrackRequest>({ Order_Id: initialOrderId, Email: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const refs = useRef<Partial<Record<Key, HTMLInputElement | null>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = trackRequestSchema.safeParse(v);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as Key;
        found[k] ??= issue.message;
      }
      setErrors(found);
      refs.current[found.Order_Id ? 'Order_Id' : 'Email']?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const set = (k: Key, value: string) => {
    setV((p) => ({ ...p, [k]: value }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  return (
    <form className="card track-form" onSubmit={submit} noValidate aria-label={T.title}>
      <Field
        label={T.orderNumber}
        name="orderNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={v.Order_Id}
        onChange={(e) => set('Order_Id', e.target.value)}
        error={errors.Order_Id}
        inputRef={(el) => {
          refs.current.Order_Id = el;
        }}
        required
      />
      <Field
        label={T.email}
        name="email"
        type="email"
        autoComplete="email"
        value={v.Email}
        onChange={(e) => set('Email', e.target.value)}
        error={errors.Email}
        inputRef={(el) => {
          refs.current.Email = el;
        }}
        required
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? T.searching : T.submit}
      </button>
    </form>
  );
}
