import { collectionAdvice } from '@tm/core/branch-hours';
import { importantNotification } from '@tm/core/order-texts';
import { holdOf } from '@tm/core/order-policy';
import { statusText } from '@tm/core/status-texts';
import type { Order } from '@tm/core/schemas';
import { useBranch } from '../hooks/use-branches';

/**
 * The Important Notification block of spec §2 (purchase confirmation; the dashboard's order detail shows the
 * same). Its rules come from the one policy (policy-texts.ts): where the order stands, until when it is held and
 * its rate locked, what ID to bring and how the money changes hands, for the order's own way and status, then
 * what the status does not already say. An order placed while the branch is closed is also told when it can
 * come in (issue 16.7), from its branch's hours.
 */
export function ImportantNotification({ order }: { order: Order }) {
  const branch = useBranch(order.CheckingPoint);
  const state = statusText({
    way: order.status,
    status: order.Status,
    ...holdOf(order),
    lines: order.Orders,
    branch,
  });
  const notice = importantNotification(order.status);
  const advice = state.live ? collectionAdvice(new Date(order.time), branch, order.status) : null;
  return (
    <aside className="notice" aria-labelledby="important-notification-title">
      <h2 id="important-notification-title" className="notice__title">
        {notice.title}
      </h2>
      <p>
        <strong>{state.headline}</strong>
      </p>
      {[...state.paragraphs, ...(state.live ? notice.paragraphs : [])].map((p) => (
        <p key={p}>{p}</p>
      ))}
      {advice ? (
        <p>
          <strong>{advice}</strong>
        </p>
      ) : null}
    </aside>
  );
}
