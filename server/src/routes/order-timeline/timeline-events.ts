import type { OrderTimelineEvent } from '@tm/core';
import type { OrderEmailKind } from '../../mail/templates';

/** The audit actions of an order, and what the timeline calls each. */
const AUDITED: Record<string, OrderTimelineEvent['kind']> = {
  'order-accept': 'accepted',
  'order-complete': 'completed',
  'order-delete': 'deleted',
  'order-expire': 'expired',
  'order-cancel': 'cancelled',
  'order-amend': 'amended',
  'order-walk-in': 'walk-in',
};

const VERB: Record<OrderTimelineEvent['kind'], string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  completed: 'Completed',
  deleted: 'Deleted',
  expired: 'Expired',
  cancelled: 'Cancelled',
  amended: 'Amounts changed',
  'walk-in': 'Taken at the counter',
  email: 'Email',
};

/** Each order email by what it is to the customer or the branch: every kind named, so none shows as its code. */
const EMAIL_NAME: Record<OrderEmailKind | 'branch-copies-paused', string> = {
  'order-confirmation': 'Order confirmation',
  'branch-notification': 'Branch copy',
  'branch-copies-paused': '"Branch copies paused" notice',
  'order-accepted': 'Ready-to-collect email',
  'order-completed': 'Receipt',
  'order-expired': 'Expiry email',
  'order-cancelled': 'Cancellation email',
  'order-cancelled-by-branch': 'Cancelled-by-the-branch email',
  'order-amended': 'New amounts email',
};

const emailName = (kind: string) =>
  Object.hasOwn(EMAIL_NAME, kind) ? EMAIL_NAME[kind as keyof typeof EMAIL_NAME] : kind;

/** The server's own jobs write actors like 'system:order-expiry'; staff read them as the system. */
const actorOf = (actor: string) => (actor.startsWith('system:') ? 'system' : actor);

export interface TimelineSources {
  order: { createdAt: Date; customerName: string; email: string };
  audit: readonly { action: string; actor: string; at: Date }[];
  emails: readonly {
    kind: string;
    to: string;
    status: string;
    createdAt: Date;
    sentAt: Date | null;
    lastError: string | null;
  }[];
}

/** The order's story, oldest first; events at the same moment keep the order placed → staff → emails. */
export function timelineEvents({ order, audit, emails }: TimelineSources): OrderTimelineEvent[] {
  const events: OrderTimelineEvent[] = [
    {
      at: order.createdAt.toISOString(),
      kind: 'placed',
      text: `Placed by ${order.customerName} (${order.email})`,
      actor: null,
    },
  ];
  for (const row of audit) {
    const kind = AUDITED[row.action];
    if (!kind) continue;
    const actor = actorOf(row.actor);
    const by =
      actor === 'system'
        ? 'automatically, when its hold ended'
        : actor === 'customer'
          ? 'by the customer, on the tracking page'
          : `by ${actor}`;
    events.push({ at: row.at.toISOString(), kind, text: `${VERB[kind]} ${by}`, actor });
  }
  for (const email of emails) {
    const name = emailName(email.kind);
    const [at, text] =
      email.status === 'sent' && email.sentAt
        ? [email.sentAt, `${name} sent to ${email.to}`]
        : email.status === 'failed'
          ? [
              email.createdAt,
              `${name} to ${email.to} could not be sent${email.lastError ? `: ${email.lastError}` : ''}`,
            ]
          : [email.createdAt, `${name} to ${email.to} waiting to be sent`];
    events.push({ at: at.toISOString(), kind: 'email', text, actor: 'system' });
  }
  // Every order queues its confirmation with it, unless the address had reached CUSTOMER_EMAILS_PER_HOUR (the
  // flood guard, orders/order-emails.ts): then staff should know the customer was never emailed.
  if (!emails.some((e) => e.kind === 'order-confirmation')) {
    events.push({
      at: order.createdAt.toISOString(),
      kind: 'email',
      text: `${EMAIL_NAME['order-confirmation']} not sent to ${order.email}: the address had reached its hourly email limit`,
      actor: 'system',
    });
  }
  const rank = (e: OrderTimelineEvent) => (e.kind === 'placed' ? 0 : e.kind === 'email' ? 2 : 1);
  // A stable sort keeps the database's order among equals.
  return events.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}
