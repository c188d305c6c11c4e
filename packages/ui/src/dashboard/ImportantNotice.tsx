import { labels } from '@tm/core';

const n = labels.importantNotification;

/** The Important Notification block of the purchase confirmation, repeated on the order detail (spec §2). */
export function ImportantNotice() {
  return (
    <aside className="dash-notice" aria-labelledby="dash-notice-title">
      <h3 id="dash-notice-title">{n.title}</h3>
      {n.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </aside>
  );
}
