import { useRef } from 'react';
import { firstUsableField } from '../components/first-field';
import { SignOutWaitingDialog } from '../layout/SignOutWaitingDialog';
import { useAskingSignOut } from './use-asking-sign-out';

/**
 * "Sign out and use another account": the way on from a page that a signed-in account cannot use as it is
 * (the dashboard for a customer, Sign In while signed in). Signed out, the page shows what it has for a
 * visitor; orders not sent yet are asked about first (useAskingSignOut).
 */
export function SwitchAccountButton({ label, className }: { label: string; className: string }) {
  const signOut = useAskingSignOut(focusWhatFollows);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        disabled={signOut.signingOut}
        onClick={() => void signOut.start()}
      >
        {label}
      </button>
      <SignOutWaitingDialog {...signOut.dialog} returnFocusTo={buttonRef} />
    </>
  );
}

/**
 * Signed out, this button goes with the page that showed it, and the browser would drop focus on the body:
 * once the page has drawn what it shows a visitor, the keyboard goes to its first field (Sign In's email),
 * else to its <main>.
 */
function focusWhatFollows() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const main = document.querySelector<HTMLElement>('main');
      (firstUsableField(main) ?? main)?.focus();
    }, 0),
  );
}
