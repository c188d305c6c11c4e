import { useEffect } from 'react';

/**
 * Marks the page's root `data-ready` once React has hydrated it (or rendered it from scratch). Until then a
 * prerendered page's buttons, tabs and selects do nothing on a slow phone: base/prerendered.css makes them
 * take no taps (and, after a moment, look it) instead of losing the tap or the choice (issue 31.1). Text
 * fields stay open: what is typed there is kept (useKeepTyped).
 */
export function ReadyMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
  }, []);
  return null;
}
