import { labels } from '@tm/core/messages';

const N = labels.importantNotification;

/** The Important Notification block of spec §2 (purchase confirmation; the dashboard shows the same text). */
export function ImportantNotification() {
  return (
    <aside className="notice" aria-labelledby="important-notification-title">
      <h2 id="important-notification-title" className="notice__title">
        {N.title}
      </h2>
      {N.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </aside>
  );
}
