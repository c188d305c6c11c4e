import { format } from 'date-fns';

/** "Rates updated 22 Nov 2026, 09:15" so a customer offline can see how old the cached rates are. */
export function RatesUpdated({ fetchedAt }: { fetchedAt: string | null }) {
  if (!fetchedAt) return null;
  const when = new Date(fetchedAt);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <p className="rates-updated">
      Rates updated <time dateTime={when.toISOString()}>{format(when, 'd MMM yyyy, HH:mm')}</time>
    </p>
  );
}
