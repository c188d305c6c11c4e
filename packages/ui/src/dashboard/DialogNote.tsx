import type { DialogForm } from './use-dialog-form';

/**
 * A staff dialog's required note (why an order is cancelled, what raised a concern, why the till is out): its
 * id is the schema's `note` key, so a problem with it focuses it and is read as its description.
 */
export function DialogNote({
  form,
  label,
  value,
  onChange,
  rows = 3,
  maxLength = 500,
  hint,
}: {
  form: DialogForm;
  label: string;
  value: string;
  onChange: (note: string) => void;
  rows?: number;
  maxLength?: number;
  /** The rule the note must meet, said before the first try rather than only in its refusal. */
  hint?: string;
}) {
  const hintId = form.id('note-hint');
  const aria = form.field('note');
  const describedBy = [hint ? hintId : null, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={form.id('note')}>{label}</label>
      <textarea
        {...aria}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        rows={rows}
        maxLength={maxLength}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
