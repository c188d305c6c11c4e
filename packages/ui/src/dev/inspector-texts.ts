import { formatMoney } from '@tm/core/money';
import type { OrderRequest } from '@tm/core';
import type { OutboxEntry } from '@tm/offline';

/**
 * The sync inspector's words: pure functions of an outbox row and the time, so they are tested without a
 * browser and the page stays a layout of them.
 */

/** "in 4 s", "2 min ago": seconds under two minutes, then whole minutes, then hours. */
export function relativeTime(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  if (!Number.isFinite(ms)) return 'unknown';
  const abs = Math.abs(ms);
  const text =
    abs < 1_000
      ? null
      : abs < 120_000
        ? `${Math.floor(abs / 1_000)} s`
        : abs < 2 * 3_600_000
          ? `${Math.floor(abs / 60_000)} min`
          : `${Math.floor(abs / 3_600_000)} h`;
  if (text === null) return 'now';
  return ms > 0 ? `in ${text}` : `${text} ago`;
}

/** "£100.00 for EUR, £50.00 for USD": what each line gives, and for what. */
export function linesSummary(body: OrderRequest): string {
  return body.Orders.map(
    (l) => `${formatMoney(l.currencyTake, l.currencyTakecurrent)} for ${l.currencyMycurrent}`,
  ).join(', ');
}

export const STATE_LABEL: Record<OutboxEntry['state'], string> = {
  queued: 'Waiting',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Refused',
};

/** When the engine will try the row next, in words (or why it will not). */
export function nextTry(entry: OutboxEntry, now: Date): string {
  if (entry.state === 'delivered') return 'Never: delivered';
  if (entry.state === 'failed') return 'Never as it is: the customer corrects it';
  if (entry.state === 'sending') return 'Now (a request is on its way)';
  const due = Date.parse(entry.nextAttemptAt) <= now.getTime();
  const serverWait = entry.notBefore && Date.parse(entry.notBefore) > now.getTime();
  if (serverWait)
    return (
      `${relativeTime(entry.nextAttemptAt, now)}; nothing before ${relativeTime(entry.notBefore!, now)} ` +
      "(the server's Retry-After)"
    );
  if (due) return 'Due: on the next drain';
  return `${relativeTime(entry.nextAttemptAt, now)} (back-off; sooner on reconnect or Retry now)`;
}

/**
 * What dropping the row loses, said before anything is dropped. Null for a row being sent: it cannot be
 * dropped (the server may be storing it at this moment).
 */
export function dropConsequence(entry: OutboxEntry): string | null {
  const who = entry.body.Name;
  const lines = linesSummary(entry.body);
  switch (entry.state) {
    case 'sending':
      return null;
    case 'queued':
      return (
        `${who}'s order (${lines}) has not reached the branch. Dropping it deletes it from this device: ` +
        'it will never be sent, and nothing else keeps it. The cart is not changed.'
      );
    case 'failed':
      return (
        `The branch refused ${who}'s order (${lines}): "${entry.lastError ?? 'no reason given'}". Dropping ` +
        'it deletes it from this device: the customer can no longer correct and resend it from My orders.'
      );
    case 'delivered':
      return (
        `${who}'s order reached the branch as ${entry.orderId ?? 'an order'}. Dropping deletes only this ` +
        'record of how it was sent; the order, and its confirmation in My orders, stay.'
      );
  }
}
