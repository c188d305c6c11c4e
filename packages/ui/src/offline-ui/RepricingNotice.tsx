import { Link } from 'react-router';
import { formatMoney, formatRate } from '@tm/core/money';
import { sameDecimal, type RepricedLine } from '@tm/offline';
import { offlineTexts } from './offline-texts';

/**
 * Says plainly what the server's repricing changed against the quote the customer saw (docs/pricing.md: the
 * client's numbers are a quote; the server prices every line again), and that the order can be cancelled on
 * its tracking page if the new amounts do not suit. Nothing when nothing changed.
 */
export function RepricingNotice({
  repricing,
  orderId,
}: {
  repricing: readonly RepricedLine[];
  /** The order's number: the notice links to its tracking page, where it can be cancelled. */
  orderId: string;
}) {
  if (repricing.length === 0) return null;
  return (
    <div className="notice" role="note" aria-labelledby="repricing-title">
      <h3 id="repricing-title">{offlineTexts.repricingTitle}</h3>
      <p>{offlineTexts.repricingIntro}</p>
      <ul>
        {repricing.map((line, i) => (
          <li key={line.Id ?? i}>
            <strong>{line.currency}</strong>:{' '}
            {line.quotedRate && !sameDecimal(line.quotedRate, line.rate) ? (
              <>
                rate {formatRate(line.quotedRate)} → <strong>{formatRate(line.rate)}</strong>;{' '}
              </>
            ) : null}
            you receive{' '}
            {line.quotedReceive ? (
              <>
                <s>{formatMoney(line.quotedReceive, line.receiveCode)}</s>{' '}
              </>
            ) : null}
            <strong>{formatMoney(line.receive, line.receiveCode)}</strong> for{' '}
            {!sameDecimal(line.quotedGive, line.give) ? (
              <>
                <s>{formatMoney(line.quotedGive, line.giveCode)}</s>{' '}
              </>
            ) : null}
            <strong>{formatMoney(line.give, line.giveCode)}</strong>
          </li>
        ))}
      </ul>
      <p>
        {offlineTexts.repricingCancel}{' '}
        <Link to={`/track?order=${encodeURIComponent(orderId)}`}>{offlineTexts.repricingCancelLink}</Link>.
      </p>
    </div>
  );
}
