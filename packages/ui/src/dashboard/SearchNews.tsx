/**
 * What a search found, said to assistive technology (an accessibility audit: the lists changed in silence).
 * The region is always in the page and only its text changes, so screen readers read each answer; empty
 * while there is no search or its answer is still loading. No status role: a screen's own status message stays
 * the one `status` on it.
 */
export function SearchNews({ query, found }: { query: string; found: number | null }) {
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="search-news">
      {query && found !== null ? searchNewsText(query, found) : ''}
    </p>
  );
}

/** "No order matches Ann.", "1 order matches Ann.", "12 orders match Ann." */
export function searchNewsText(query: string, found: number): string {
  if (found === 0) return `No order matches ${query}.`;
  return found === 1 ? `1 order matches ${query}.` : `${found} orders match ${query}.`;
}
