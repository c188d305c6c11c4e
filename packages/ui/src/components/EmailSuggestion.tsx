import { run as suggestEmail } from '@zootools/email-spell-checker';

/**
 * "Did you mean priya@gmail.com?" under an email field (issue 31.10: `priya@gmial.com` went through, and
 * tracking then needed the typo). The suggestion is the maintained mailcheck fork's
 * (@zootools/email-spell-checker: common domains and their typos), not a list of ours. Nothing is changed
 * without the customer: the button puts the suggestion in the field.
 */
export function emailSuggestion(email: string): string | null {
  const typed = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(typed)) return null;
  const found = suggestEmail({ email: typed });
  return found && found.full.toLowerCase() !== typed.toLowerCase() ? found.full : null;
}

export function EmailSuggestion({ email, onAccept }: { email: string; onAccept(email: string): void }) {
  const suggestion = emailSuggestion(email);
  return (
    <p className="field__hint email-suggestion" aria-live="polite">
      {suggestion && (
        <>
          Did you mean <strong>{suggestion}</strong>?{' '}
          <button type="button" className="btn btn--link" onClick={() => onAccept(suggestion)}>
            Use {suggestion}
          </button>
        </>
      )}
    </p>
  );
}
