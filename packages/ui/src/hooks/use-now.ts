import { useEffect, useState } from 'react';

/**
 * The current time, re-rendering every `ms`: the board's clock ticks and its staleness is re-judged; the
 * offline notice's "12 minutes ago" stays true while the page is open.
 */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
