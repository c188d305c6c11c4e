import type { Ref } from 'react';
import { firstScreenMessages as messages } from '@tm/core/messages-first-screen';
import { ClearCartButton } from './ClearCartButton';

/**
 * Why the cart refused a line (the calculator's and the purchase page's), announced, and focusable so the form
 * can move focus to it. When emptying the cart would let the line in (it is full, or holds the other way),
 * Clear cart follows.
 */
export function CartRefusal({
  message,
  messageRef,
  onClear,
}: {
  message: string | null;
  messageRef: Ref<HTMLParagraphElement>;
  onClear(): Promise<unknown> | void;
}) {
  return (
    <>
      {message && (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {message}
        </p>
      )}
      {message === messages.clearCart && <p className="muted">{messages.cartFullHint}</p>}
      {(message === messages.clearCart || message === messages.cartWayMismatch) && (
        <ClearCartButton onClear={onClear} />
      )}
    </>
  );
}
