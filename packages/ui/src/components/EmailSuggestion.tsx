import { POPULAR_DOMAINS, run as suggestEmail } from '@zootools/email-spell-checker';

/**
 * The mail providers a customer of a Dagenham branch types most, beside the library's (mostly American)
 * list: their typos are caught too, and typed right they are never "corrected" (bt.com once became qq.com).
 */
const UK_PROVIDERS = [
  'hotmail.co.uk',
  'hotmail.com',
  'outlook.com',
  'live.co.uk',
  'yahoo.co.uk',
  'yahoo.com',
  'bt.com',
  'virginmedia.com',
  'talktalk.net',
  'ntlworld.com',
  'blueyonder.co.uk',
  'tiscali.co.uk',
  'plus.com',
  'mac.com',
  'aol.co.uk',
];
const KNOWN_DOMAINS = [...new Set([...POPULAR_DOMAINS, ...UK_PROVIDERS])];
const KNOWN = new Set(KNOWN_DOMAINS);

/**
 * "Did you mean priya@gmail.com?" under an email field (issue 31.10: `priya@gmial.com` went through, and
 * tracking then needed the typo). The fuzzy match is the maintained mailcheck fork's
 * (@zootools/email-spell-checker). Only a typo of a known provider is offered its right spelling: the library
 * also guesses at endings, and turned real addresses into dead ones (the council's lbbd.gov.uk into
 * lbbd.gov, ucl.ac.uk into ucl.co.uk). Nothing is changed without the customer: the button puts the
 * suggestion in the field.
 */
export function emailSuggestion(email: string): string | null {
  const typed = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(typed)) return null;
  const domain = typed.slice(typed.lastIndexOf('@') + 1).toLowerCase();
  if (KNOWN.has(domain)) return null;
  const found = suggestEmail({ email: typed, domains: KNOWN_DOMAINS });
  if (!found || !KNOWN.has(found.domain.toLowerCase())) return null;
  return found.full.toLowerCase() !== typed.toLowerCase() ? found.full : null;
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
