/** "22 Nov 2026, 09:15": Intl rather than a date library, to keep the first load of Home small. */
const whenFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Rates updated …" so a customer offline can see how old the cached rates are. */
export function RatesUpdated({ fetchedAt }: { fetchedAt: string | null }) {
  if (!fetchedAt) return null;
  const when = new Date(fetchedAt);
  if (Number.isNaN(when.getTime())) return null;
  return (
    <p className="rates-updated">
      Rates updated <time dateTime={when.toISOString()}>{whenFormat.format(when)}</time>
    </p>
  );
}
