import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useKeepTyped } from '../hooks/use-keep-typed';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  prefix?: string;
}

/**
 * A labelled input whose error sits right under it, tied to it with aria-describedby and aria-invalid so
 * screen readers announce the problem when focus lands there. What was typed into it before a prerendered page
 * hydrated is kept (useKeepTyped).
 */
export function Field({ label, error, hint, inputRef, prefix, className, ...input }: FieldProps) {
  const id = useId();
  useKeepTyped(id, input.value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
