import { collectionAdvice } from '@tm/core/branch-hours';
import { labels } from '@tm/core/messages';
import type { Branch } from '@tm/core/schemas';

const N = labels.importantNotification;

/**
 * The Important Notification block of spec §2 (purchase confirmation; the dashboard shows the same text). Given
 * when the order was placed (the confirmation), an order placed while the branch is closed is also told when it
 * can be collected (issue 16.7), from its branch's hours, rather than only "on the same day".
 */
export function ImportantNotification({ placedAt, branch }: { placedAt?: string; branch?: Branch } = {}) {
  const advice = placedAt && branch ? collectionAdvice(new Date(placedAt), branch) : null;
  return (
    <aside className="notice" aria-labelledby="important-notification-title">
      <h2 id="important-notification-title" className="notice__title">
        {N.title}
      </h2>
      {N.paragraphs.map((p) => (
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
