import type { InputHTMLAttributes } from 'react';

/**
 * A labelled box with its Add button on one row (a closed day in Branch settings, a currency in the till).
 * Enter in the box adds, as the button does, instead of submitting the form around it: a cashier typing "CHF"
 * and Enter means that currency, not "save the till".
 */
export function AddRow({
  id,
  label,
  className,
  input,
  canAdd = true,
  onAdd,
}: {
  id: string;
  label: string;
  /** The row's own class (its box's width). */
  className: string;
  /** The box's type, value, onChange and limits. */
  input: InputHTMLAttributes<HTMLInputElement>;
  canAdd?: boolean;
  onAdd: () => void;
}) {
  return (
    <div className={`dash-field__row ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="control"
        {...input}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (canAdd) onAdd();
        }}
      />
      <button type="button" className="btn btn--small btn--neutral" disabled={!canAdd} onClick={onAdd}>
        Add
      </button>
    </div>
  );
}
