import type { OutboxEntry, SyncInspector } from '@tm/offline';
import { formatWhen } from '../components/format-when';
import { STATE_LABEL, linesSummary, nextTry, relativeTime } from './inspector-texts';
import { DropEntry } from './DropEntry';

const TONE: Record<OutboxEntry['state'], string> = {
  queued: 'pill--warn',
  sending: 'pill--info',
  delivered: 'pill--ok',
  failed: 'pill--danger',
};

/** One outbox row: its key, state, attempts, last error, next try and the server's last answer. */
export function OutboxEntryCard(props: { entry: OutboxEntry; now: Date; port: SyncInspector | null }) {
  const { entry, now, port } = props;
  const titleId = `entry-${entry.key}`;
  const answer = entry.lastAnswer;
  return (
    <li className="card sync-inspector__entry" aria-labelledby={titleId} data-testid="outbox-entry">
      <div className="sync-inspector__entry-head">
        <h3 id={titleId}>
          {entry.body.Name}: {linesSummary(entry.body)}
        </h3>
        <span className={`pill ${TONE[entry.state]}`} data-testid="entry-state">
          {STATE_LABEL[entry.state]}
        </span>
      </div>
      <dl className="sync-inspector__facts">
        <dt>Idempotency key</dt>
        <dd className="mono sync-inspector__key">{entry.key}</dd>
        <dt>Queued</dt>
        <dd>
          {formatWhen(new Date(entry.createdAt))} ({relativeTime(entry.createdAt, now)})
        </dd>
        <dt>Attempts</dt>
        <dd data-testid="entry-attempts">{entry.attempts}</dd>
        <dt>Last error</dt>
        <dd data-testid="entry-error">{entry.lastError ?? 'None'}</dd>
        <dt>Next try</dt>
        <dd data-testid="entry-next">{nextTry(entry, now)}</dd>
        <dt>Server&apos;s answer</dt>
        <dd data-testid="entry-answer">
          {answer
            ? `${answer.status} ${answer.summary} (${relativeTime(answer.at, now)})`
            : entry.attempts > 0
              ? 'None to the last attempt'
              : 'Not sent yet'}
        </dd>
      </dl>
      {port ? <DropEntry entry={entry} port={port} /> : null}
    </li>
  );
}
