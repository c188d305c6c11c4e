import { useLayoutEffect } from 'react';

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
