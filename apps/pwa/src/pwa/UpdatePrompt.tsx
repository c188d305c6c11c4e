import { useEffect, useReducer, useState } from 'react';
import { hasUnsavedForm } from './unsaved-form';
import { useUpdateState, type UpdatePromptProps } from './update-state';
import './update-prompt.css';

/**
 * A polite notice that a new version is ready. The page reloads only when the customer presses Reload; what
 * they would lose (nothing from the cart, which is on the device, but a form they are filling in) is said.
 */
export function UpdatePrompt({ updates, cart }: UpdatePromptProps) {
  const state = useUpdateState(updates);
  const [dismissed, setDismissed] = useState(false);
  const [cartLines, setCartLines] = useState(0);
  // The forms live outside React's knowledge here; look again every couple of seconds while the notice shows.
  const [, recheck] = useReducer((n: number) => n + 1, 0);

  useEffect(() => cart.subscribe((lines) => setCartLines(lines.length)), [cart]);
  useEffect(() => {
    if (state === 'none') return;
    const id = setInterval(recheck, 2_000);
    return () => clearInterval(id);
  }, [state]);

  if (state === 'none' || dismissed || !updates) return null;
  const formOpen = hasUnsavedForm();
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p className="update-prompt__text">
        <strong>A new version is available.</strong>{' '}
        {formOpen
          ? 'Reloading will clear the form you are filling in, so finish it first if you like.'
          : cartLines > 0
            ? 'Your cart is kept on this device when you reload.'
            : 'Reload to use it.'}
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--gold" onClick={() => updates.reload()}>
          Reload
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setDismissed(true)}>
          Later
        </button>
      </div>
    </div>
  );
}
