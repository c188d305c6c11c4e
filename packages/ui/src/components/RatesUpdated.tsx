import { formatWhen } from './format-when';

/**
 * "Rates updated …" so a customer offline can see how old the cached rates are. While the rates load
 * (`loading`) the line's room is kept, empty and hidden from assistive technology, so the page below does not
 * move down when they arrive (prerendered pages paint long before that).
 */
export function RatesUpdated({
  fetchedAt,
  loading = false,
}: {
  fetchedAt: string | null;
  loading?: boolean;
}) {
  if (loading) {
    return (
      <p className="rates-updated" aria-hidden="true">
        &nbsp;
      </p>
    );
  }
  if (!fetchedAt) return null;
  const when = new Date(fetchedAt);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <p className="rates-updated">
      Rates updated <time dateTime={when.toISOString()}>{formatWhen(when)}</time>
    </p>
  );
}
