import { BRANCH } from '@tm/core/constants';
import { labels } from '@tm/core/messages';
import type { TrackedOrder } from '@tm/core/schemas';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { formatWhen } from '../../components/format-when';

const T = labels.track;

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatWhen(new Date(iso))}</time>;

/** The order as its customer may see it: status, lines, rate guarantee, branch and timeline. */
export function TrackedOrderView({ order, checkedAt }: { order: TrackedOrder; checkedAt: Date }) {
  return (
    <section className="card track-result" aria-labelledby="track-result-title">
      <h2 id="track-result-title" className="card__title">
        {order.title} order {order.Order_Id}
      </h2>
      <dl className="track-facts">
        <div>
          <dt>{T.status}</dt>
          <dd>
            <strong data-testid="track-status" aria-live="polite">
              {order.Status}
            </strong>
          </dd>
        </div>
        <div>
          <dt>{T.placed}</dt>
          <dd>
            <When iso={order.time} />
          </dd>
        </div>
        <div>
          <dt>{T.rateGuaranteedUntil}</dt>
          <dd>
            <When iso={order.rateGuaranteedUntil} />
          </dd>
        </div>
        <div>
          <dt>{T.branch}</dt>
          <dd>
            {order.CheckingPoint === BRANCH.name ? BRANCH.addressLines.join(', ') : order.CheckingPoint}
          </dd>
        </div>
      </dl>
      <h3>{T.lines}</h3>
      <OrderLinesTable lines={order.Orders} caption={`${T.lines} ${order.Order_Id}`} />
      <h3>{T.timeline}</h3>
      <ol className="track-timeline" data-testid="track-timeline">
        {order.events.map((e) => (
          <li key={`${e.status}-${e.at}`}>
            <span>{T.eventLabel[e.status] ?? e.status}</span> <When iso={e.at} />
          </li>
        ))}
      </ol>
      <p className="track-checked">
        {T.checked} <time dateTime={checkedAt.toISOString()}>{formatWhen(checkedAt)}</time>
      </p>
    </section>
  );
}
