interface PaginationProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next for tables longer than one page (50 rows). Hidden when everything fits on page 1. */
export function Pagination({ page, hasNext, onPage }: PaginationProps) {
  if (page === 1 && !hasNext) return null;
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
      <span aria-live="polite">Page {page}</span>
      <button
        type="button"
        className="btn btn--small btn--neutral"
        onClick={() => onPage(page + 1)}
        disabled={!hasNext}
      >
        Next
      </button>
    </nav>
  );
}
