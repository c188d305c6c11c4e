import type { OrderTimelineEvent } from '@tm/core';
import { formatWhen } from '../components/format-when';

/** The order's story from the server's audit log and outbox (GET /orderTimeline), oldest first. */
export function OrderTimeline({ events }: { events: readonly OrderTimelineEvent[] }) {
  return (
    <section className="dash-timeline" aria-labelledby="dash-timeline-title">
      <h3 id="dash-timeline-title">Timeline</h3>
      <ol>
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`} className={`dash-timeline__event dash-timeline__event--${e.kind}`}>
            <time dateTime={e.at}>{formatWhen(new Date(e.at))}</time>
            <span>{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
