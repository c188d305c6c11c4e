import { useEffect, useState } from 'react';

/** The current time, re-rendering every `ms` (the clock ticks; staleness is re-judged). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
