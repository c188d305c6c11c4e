import { formatOrderDate } from '@tm/core/dates';
import { dashboardApi } from './api';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';

/** Messages sent through the Contact form (beyond the spec: there the form sent nothing). Newest first. */
export function Messages() {
  const list = useRemote(() => dashboardApi.contactMessages(), 'contactMessages');
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Messages</h2>
      <RemoteContent remote={list} loadingLabel="Loading messages">
        {(messages) =>
          messages.length === 0 ? (
            <p className="dash-empty">No messages yet.</p>
          ) : (
            <ul className="dash-messages">
              {[...messages]
                .sort((a, b) => b.time.localeCompare(a.time))
                .map((m) => (
                  <li key={m._id} className="dash-message">
                    <article aria-label={`Message from ${m.name}`}>
                      <header className="dash-message__head">
                        <strong>{m.name}</strong>
                        <a href={`mailto:${m.email}`}>{m.email}</a>
                        {m.phone ? <a href={`tel:${m.phone.replace(/[^+\d]/g, '')}`}>{m.phone}</a> : null}
                        <time dateTime={m.time}>{formatOrderDate(m.time)}</time>
                      </header>
                      <p className="dash-message__body">{m.message}</p>
                    </article>
                  </li>
                ))}
            </ul>
          )
        }
      </RemoteContent>
    </section>
  );
}
