/** The brief wait while a screen's code arrives: a quiet, announced placeholder instead of a blank page. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
