/**
 * What a search found, said to assistive technology (an accessibility audit: the lists changed in silence).
 * The region is always in the page and only its text changes, so screen readers read each answer; empty
 * while there is no search or its answer is still loading.
 */
export function SearchNews({ query, found }: { query: string; found: number | null }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="search-news">
      {query && found !== null ? searchNewsText(query, found) : ''}
    </p>
  );
}

/** "No order matches Ann.", "1 order matches Ann.", "12 orders match Ann." */
export function searchNewsText(query: string, found: number): string {
  if (found === 0) return `No order matches ${query}.`;
  return found === 1 ? `1 order matches ${query}.` : `${found} orders match ${query}.`;
}
