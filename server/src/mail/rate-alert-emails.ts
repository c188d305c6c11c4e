import { alertRateNow, describeAlertTarget, type Way } from '@tm/core';
import type { OutgoingEmail } from './outbox';

/**
 * The emails of rate alerts: the confirmation (double opt-in) and the one alert itself. Every one carries its
 * alert's unsubscribe link in the text (a page with a Stop button) and, as List-Unsubscribe with one-click
 * (the outbox row's `unsubscribeUrl`), the API address a mail client POSTs to. Nothing in them comes from the requester but the email address they are sent to.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A paragraph's text with each of `links` made a link (the links are ours, so they are matched exactly). */
function paragraphHtml(text: string, links: readonly string[]): string {
  let html = escapeHtml(text);
  for (const link of links) {
    const safe = escapeHtml(link);
    html = html.split(safe).join(`<a href="${safe}">${safe}</a>`);
  }
  return `<p>${html}</p>`;
}

function email(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  links: { unsubscribe: string; oneClick: string; others: string[] },
): OutgoingEmail {
  const all = [...links.others, links.unsubscribe];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<h1>${escapeHtml(subject)}</h1>
${paragraphs.map((p) => paragraphHtml(p, all)).join('\n')}
</body></html>`;
  return {
    kind,
    to,
    subject,
    html,
    text: `${subject}\n\n${paragraphs.join('\n\n')}\n`,
    unsubscribeUrl: links.oneClick,
  };
}

export interface AlertEmailFacts {
  to: string;
  code: string;
  way: Way;
  target: string;
}

export function rateAlertConfirmEmail(
  alert: AlertEmailFacts,
  links: { confirm: string; unsubscribe: string; oneClick: string; hours: number },
): OutgoingEmail {
  return email(
    'rate-alert-confirm',
    alert.to,
    `Confirm your ${alert.code} rate alert`,
    [
      `You asked us to email you when ${describeAlertTarget(alert)}.`,
      `Please confirm it by opening this link: ${links.confirm}`,
      `The link works once, for ${links.hours} hours. Until it is opened the alert does nothing, so if you did not ask for it, ignore this email.`,
      'Once confirmed, we email you once, when our online rate reaches your target, and the alert then ends.',
      `Stop this alert: ${links.unsubscribe}`,
    ],
    { unsubscribe: links.unsubscribe, oneClick: links.oneClick, others: [links.confirm] },
  );
}

export function rateAlertFiredEmail(
  alert: AlertEmailFacts & { rate: string },
  links: { currencyPage: string; unsubscribe: string; oneClick: string },
): OutgoingEmail {
  const now = alertRateNow(alert.way, alert.rate, alert.code);
  return email(
    'rate-alert-fired',
    alert.to,
    `Your ${alert.code} rate alert: ${now}`,
    [
      `Good news: ${now}. You asked to hear when ${describeAlertTarget(alert)}.`,
      `See today's rate and order: ${links.currencyPage}`,
      'Rates move during the day: an order is priced when it is placed, and its rate is then locked until closing time on the first day the branch is open 24 hours or more later.',
      'This alert has now ended, and we will not email you about it again. You can set a new one on the currency page.',
      `Unsubscribe: ${links.unsubscribe}`,
    ],
    { unsubscribe: links.unsubscribe, oneClick: links.oneClick, others: [links.currencyPage] },
  );
}
