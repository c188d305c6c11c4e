/**
 * How old the cached rates are, in words a customer reads at a glance: "just now", "12 minutes ago",
 * "3 hours ago", "2 days ago". Whole units, rounded down, so the rates never look fresher than they are.
 */
export function rateAge(fetchedAt: string, now: Date): string {
  const ms = now.getTime() - Date.parse(fetchedAt);
  if (!Number.isFinite(ms)) return 'an unknown time ago';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}
