import { useId, useLayoutEffect, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

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
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {prefix && (
        <span className="field__prefix" aria-hidden="true">
          {prefix}
        </span>
      )}
      <input id={id} ref={inputRef} {...controlAria(id, { error, hint })} {...input} />
    </FieldFrame>
  );
}

interface FieldFrameProps {
  /** The control's id: the label points at it; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Read by screen readers but not shown, for a control the page's heading already explains. */
  labelHidden?: boolean;
  error?: string | null;
  hint?: string;
  className?: string;
  /** The control (an input, select or textarea), given controlAria's attributes. */
  children: ReactNode;
}

/**
 * What every labelled control of the site stands in (Field's input, a select, a textarea): the label, the
 * control's box, and the hint and the error under it, so all of them look and are announced alike.
 */
export function FieldFrame({ id, label, labelHidden, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Ties a FieldFrame's control to the hint and error shown under it, so they are read when it has focus. */
export function controlAria(id: string, { error, hint }: { error?: string | null; hint?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

// Beside Field rather than in hooks/: one chunk fewer on the home route, which has a size budget.

/**
 * Hands React what was typed into a prerendered input before the app hydrated it (issue 31.1).
 *
 * The build prerenders some pages with their inputs (the Home calculator, the rates search), so a customer
 * on a slow phone can type before the code has arrived. Hydration leaves the DOM's value alone, but the
 * component's state still holds what it rendered ("100"), and its next render (the rates arriving) writes
 * that back over "600". So, once the input is hydrated, a value that differs from the rendered one is
 * replayed as a real input event: the component's own onChange takes it, exactly as if typed now.
 *
 * React tells changes apart by a value tracker on the element: setting `value` through the element records
 * the rendered value in it, and the prototype's setter then puts the typed one back without telling the
 * tracker, so the input event that follows reads as a change. On a page rendered in the browser (no
 * hydration) the two values are always equal and nothing happens.
 */
export function replayTypedValue(el: HTMLInputElement, rendered: string): boolean {
  const typed = el.value;
  if (typed === rendered) return false;
  el.value = rendered;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * Runs replayTypedValue once, as the input with this id mounts (or hydrates), against the value React
 * rendered. By id, so a component keeps its callers' refs to itself.
 */
export function useKeepTyped(id: string, rendered: unknown): void {
  useLayoutEffect(() => {
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement && typeof rendered === 'string') replayTypedValue(el, rendered);
    // Only the mount: later differences are React's own controlled updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
