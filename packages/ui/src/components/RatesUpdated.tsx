import { formatWhen } from './format-when';

/**
 * "Rates updated …": when the rates last changed on the server (issue 16.8: it had shown when this device
 * fetched them, 19:20 for rates last changed on 1 November). How old the device's copy is shows only offline,
 * in the offline notice. While the rates load
 * (`loading`) the line's room is kept, empty and hidden from assistive technology, so the page below does not
 * move down when they arrive (prerendered pages paint long before that).
 */
export function RatesUpdated({
  changedAt,
  loading = false,
}: {
  changedAt: string | null;
  loading?: boolean;
}) {
  if (loading) {
    return (
      <p className="rates-updated" aria-hidden="true">
        &nbsp;
      </p>
    );
  }
  if (!changedAt) return null;
  const when = new Date(changedAt);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <p className="rates-updated">
      Rates updated <time dateTime={when.toISOString()}>{formatWhen(when)}</time>
    </p>
  );
}
