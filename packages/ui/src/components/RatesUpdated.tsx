import { rateAgeTexts, rateStanding } from '@tm/core/rate-age';
import { useNow } from '../hooks/use-now';
import { formatWhen } from './format-when';

/**
 * "Rates updated …": when the rates last changed on the server (issue 16.8: it had shown when this device
 * fetched them, 19:20 for rates last changed on 1 November). How old the device's copy is shows only offline,
 * in the offline notice. Core's rate-age rule decides the words (issue 31.8): older than a day, "Rates last
 * updated …" and marked; the bundled sample rates, "Sample rates — not for trading" and no date, as a sample
 * has no age. While the rates load (`loading`) the line's room is kept, empty and hidden from assistive
 * technology, so the page below does not move down when they arrive (prerendered pages paint long before that).
 */
export function RatesUpdated({
  changedAt,
  sample = false,
  loading = false,
}: {
  changedAt: string | null;
  /** Any rate shown is a sample (the sample provider is in use, or a seeded rate was never replaced). */
  sample?: boolean;
  loading?: boolean;
}) {
  // A page left open past the day's mark says so within the minute.
  const now = useNow(60_000);
  if (loading) {
    return (
      <p className="rates-updated" aria-hidden="true">
        &nbsp;
      </p>
    );
  }
  if (sample) return <p className="rates-updated rates-updated--warn">{rateAgeTexts.sample}</p>;
  if (!changedAt) return null;
  const when = new Date(changedAt);
  if (Number.isNaN(when.getTime())) return null;
  const standing = rateStanding({ updatedAt: changedAt, sample: false }, now, null);
  return (
    <p className={standing === 'fresh' ? 'rates-updated' : 'rates-updated rates-updated--warn'}>
      {rateAgeTexts.lead(standing)} <time dateTime={when.toISOString()}>{formatWhen(when)}</time>
    </p>
  );
}
