import { PAGE_SIZE } from './paged-orders';

interface PaginationProps {
  page: number;
  /**
   * The list page the server answered: whether another follows, and the rows across all pages when it says
   * (then the count and a button for every nearby page show). Nothing shows until it has answered.
   */
  of: { hasNext: boolean; total?: number } | undefined;
  onPage: (page: number) => void;
  /** What the rows are, for the count ("orders"). */
  noun?: string;
}

/** The page numbers to offer: the first, the last, and two either side of the current one; null is a gap. */
export function pageNumbers(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? [null, p] : [p]));
}

/**
 * Previous / Next for tables longer than one page (50 rows), with the total and numbered pages when the server
 * counted them, so staff reach any page directly. Hidden when everything fits on page 1.
 */
export function Pagination({ page, of, onPage, noun = 'rows' }: PaginationProps) {
  if (!of) return null;
  const { hasNext, total } = of;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page === 1 && !hasNext) {
    return total === undefined ? null : <p className="dash-pagination__count">{countText(total, noun)}</p>;
  }
  return (
    <nav className="dash-pagination" aria-label="Pages">
      <button
        type="button"
        className="btn btn--small btn--neutral"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      {pages === undefined ? (
        <span aria-live="polite">Page {page}</span>
      ) : (
        <>
          {pageNumbers(page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className={`btn btn--small ${p === page ? 'btn--primary' : 'btn--neutral'}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p} of ${pages}`}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            ),
          )}
        </>
      )}
      <button
        type="button"
        className="btn btn--small btn--neutral"
        onClick={() => onPage(page + 1)}
        disabled={!hasNext}
      >
        Next
      </button>
      {total === undefined ? null : (
        <span className="dash-pagination__count" aria-live="polite">
          {countText(total, noun)}
        </span>
      )}
    </nav>
  );
}

const countText = (total: number, noun: string) =>
  `${total.toLocaleString('en-GB')} ${total === 1 ? noun.replace(/s$/, '') : noun}`;
