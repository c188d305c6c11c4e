import type { OutgoingEmail } from './outbox';

/**
 * The emails of sign-up: the link that proves an address, and the note to an address that already has an
 * account (sign-up answers both the same way, so only the mailbox's owner learns which it was); and the link
 * that sets a forgotten password.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function email(kind: string, to: string, subject: string, paragraphs: string[], link: string): OutgoingEmail {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<h1>${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`).join('\n')}
</body></html>`;
  return { kind, to, subject, html, text: `${subject}\n\n${paragraphs.join('\n\n')}\n` };
}

export function verificationEmail(to: string, link: string, hours: number): OutgoingEmail {
  return email(
    'verify-email',
    to,
    'Confirm your email address',
    [
      'Please confirm your email address for your Travel Money account by opening this link and entering the password you chose:',
      link,
      `The link works once, for ${hours} hours, and signs you in. If you did not sign up, ignore this email: nobody can use your address unless the link is opened with the password chosen at sign-up.`,
    ],
    link,
  );
}

export function accountExistsEmail(to: string, signInUrl: string, resetUrl: string): OutgoingEmail {
  return email(
    'account-exists',
    to,
    'You already have a Travel Money account',
    [
      'Someone, perhaps you, tried to sign up with this email address, which already has a Travel Money account.',
      `To use it, sign in at ${signInUrl}`,
      // Whoever signs up again has most likely forgotten the password: the way back is one link away.
      `Forgotten your password? Set a new one at ${resetUrl}`,
      'If it was not you, you can ignore this email: your account has not changed.',
    ],
    signInUrl,
  );
}

export function passwordResetEmail(to: string, link: string, hours: number): OutgoingEmail {
  return email(
    'password-reset',
    to,
    'Set a new Travel Money password',
    [
      'Someone, perhaps you, asked to set a new password for the Travel Money account of this email address. To do so, open this link and enter the new password you chose:',
      link,
      `The link works once, for ${hours} hours, signs you in and signs out every other device. If it was not you, ignore this email: your password stays as it is.`,
    ],
    link,
  );
}
