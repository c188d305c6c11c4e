/**
 * Mailboxes that deliver to the same inbox share one key (issue 29): `Ann.Smith+euro@Gmail.com` and
 * `annsmith@gmail.com` are one person's post. Used wherever "the same customer" or "the same address" is
 * decided (linked transactions, email caps), so the rule is stated once.
 *
 * - the whole address is lower-cased (mail providers treat the local part case-blind in practice);
 * - a `+tag` in the local part is dropped (Gmail, Outlook, Fastmail and most others deliver it to the base);
 * - Gmail (and googlemail.com, its old name) ignores dots in the local part, so they are removed there only:
 *   other providers may give `a.b` and `ab` to two people.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
