/** Providers where a dot in the local part changes nothing: a.b.c@gmail.com and abc@gmail.com are one inbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, as one key: what every cap on emails sent to one person counts by. The
 * address itself (stored, shown, written to) stays what the customer typed; only the counting uses this.
 * Lower-cased (mail providers treat local parts case-blind in practice), a `+tag` dropped (Gmail, Outlook,
 * Fastmail, iCloud and most others deliver victim+1@ to victim@), and for Gmail the dots dropped and
 * googlemail.com read as gmail.com. Without this, victim+1@, victim+2@… each had a cap of their own, and one
 * inbox could be sent a hundred emails in seconds (issue 27). Something that is not an address (a Secure
 * Box username) is only lower-cased and trimmed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
