import { useEffect, useId, useRef, useState } from 'react';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';
import { useBusy } from './use-confirm-state';
import './clear-cart.css';

/**
 * 'Clear cart', confirmed in place before anything is removed: the question and its two answers replace the
 * button, focus goes to the answer, and back to the button when the customer keeps the cart. No dialog
 * library, so the Home page's calculator stays light.
 */
export function ClearCartButton({ onClear }: { onClear(): Promise<unknown> | void }) {
  const [asking, setAsking] = useState(false);
  const [busy, whileBusy] = useBusy();
  const yesRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (answered.current) buttonRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn--link clear-cart"
        ref={buttonRef}
        onClick={() => setAsking(true)}
      >
        {messages.clearCartAction}
      </button>
    );
  }

  const answer = async (clear: boolean) => {
    answered.current = !clear;
    if (clear) await whileBusy(onClear);
    setAsking(false);
  };

  return (
    <div className="clear-cart clear-cart--asking" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{messages.clearCartQuestion}</p>
      <button
        type="button"
        className="btn btn--primary btn--small"
        ref={yesRef}
        disabled={busy}
        onClick={() => void answer(true)}
      >
        {messages.clearCartYes}
      </button>{' '}
      <button type="button" className="btn btn--outline btn--small" onClick={() => void answer(false)}>
        {messages.clearCartKeep}
      </button>
    </div>
  );
}
