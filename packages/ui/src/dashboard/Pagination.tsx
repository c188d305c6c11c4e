interface PaginationProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Total rows when the server told us (X-Total-Count), for "Page 2 of 3". */
  pageCount?: number;
}

/** Previous / Next for tables longer than one page (50 rows). Hidden when everything fits on page 1. */
export function Pagination({ page, hasNext, onPage, pageCount }: PaginationProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="dash-pagination" aria-label="Pages">
      <button
        type="button"
        className="dash-btn dash-btn--neutral"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page}
        {pageCount ? ` of ${pageCount}` : ''}
      </span>
      <button
        type="button"
        className="dash-btn dash-btn--neutral"
        onClick={() => onPage(page + 1)}
        disabled={!hasNext}
      >
        Next
      </button>
    </nav>
  );
}
