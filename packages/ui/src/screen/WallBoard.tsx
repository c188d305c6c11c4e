import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { usePlatform } from '../platform';
import { latestRateChange } from '@tm/core/lists';
import { listStanding, rateAgeLine } from '@tm/core/rate-age';
import { boardLayout, boardRows, paginate } from './board-rows';
import { BoardClock } from './BoardClock';
import { formatStamp } from './format-time';
import { rememberRows } from './last-good';
import { RateColumns } from './RateColumns';
import { parseScreenOptions } from './screen-options';
import { screenText } from './screen-text';
import { StaleBanner } from './StaleBanner';
import { useBoardRates } from './use-board-rates';
import { useNow } from '../hooks/use-now';
import { usePageTitle } from '../hooks/use-page-title';
import { useViewport } from './use-viewport';

/** The /screen wall display: every rate, page by page, for a TV read from across the branch. */
export function WallBoard() {
  // The kiosk's window list and the browser tab say what this is, not the Home page's title.
  usePageTitle('Exchange rates board');
  const { search } = useLocation();
  const options = useMemo(() => parseScreenOptions(search), [search]);
  const platform = usePlatform();
  const rates = useBoardRates();
  const now = useNow();
  const { width, height } = useViewport();
  const stale =
    rates.status !== 'live' &&
    rates.loaded &&
    (rates.lastContact === null || now.getTime() - rates.lastContact > options.staleAfterSeconds * 1000);
  // The rows keep their order and page when the warning shows; they shrink to leave it room (boardLayout).
  const { columns, rowsPerColumn, rowVmin } = boardLayout(width, height, options, stale);

  const rows = useMemo(
    () => boardRows(rates.currencies, options.featured),
    [rates.currencies, options.featured],
  );
  const pages = useMemo(() => paginate(rows, columns * rowsPerColumn), [rows, columns, rowsPerColumn]);
  const updatedAt = useMemo(() => latestRateChange(rates.currencies), [rates.currencies]);
  // Core's rate-age rule: samples say so, rates older than a day say "last updated" (issue 31.8).
  const standing = useMemo(() => listStanding(rates.currencies, now, null), [rates.currencies, now]);
  useEffect(() => rememberRows(rows, updatedAt), [rows, updatedAt]);

  const [page, setPage] = useState(0);
  const pageCount = pages.length;
  useEffect(() => {
    if (pageCount <= 1) return;
    const id = setInterval(() => setPage((p) => (p + 1) % pageCount), options.intervalSeconds * 1000);
    return () => clearInterval(id);
  }, [pageCount, options.intervalSeconds]);
  const current = page % pageCount;

  return (
    <main
      className={`wb ${width >= height ? 'wb-landscape' : 'wb-portrait'}`}
      aria-label={screenText.title}
      data-status={rates.status}
      data-stale={stale}
      data-last-contact={rates.lastContact ?? ''}
    >
      <header className="wb-header">
        <div>
          <h1 className="wb-title">{screenText.title}</h1>
          <p className="wb-branch">
            {screenText.branch} · <span className="wb-per">{screenText.perPound}</span>
          </p>
        </div>
        <BoardClock now={now} />
      </header>

      {rows.length === 0 ? (
        <p className="wb-waiting">{screenText.waiting}</p>
      ) : (
        <RateColumns
          rows={pages[current] ?? []}
          columns={columns}
          rowsPerColumn={rowsPerColumn}
          rowVmin={rowVmin}
        />
      )}

      <footer className={stale ? 'wb-footer wb-footer--stale' : 'wb-footer'}>
        {/* The warning takes the stamp's place; the rates above shrink to leave it room, and none is hidden. */}
        {stale ? (
          <StaleBanner since={rates.lastContact} />
        ) : (
          <span
            className={
              standing && standing.standing !== 'fresh' ? 'wb-updated wb-updated--warn' : 'wb-updated'
            }
          >
            {standing ? rateAgeLine(standing.standing, formatStamp(new Date(standing.changedAt))) : ''}
          </span>
        )}
        {pageCount > 1 && (
          <span className="wb-pages" aria-label={screenText.page(current + 1, pageCount)}>
            {pages.map((_, i) => (
              <span key={i} className={i === current ? 'wb-dot wb-dot-on' : 'wb-dot'} />
            ))}
            <span className="wb-page-text">{screenText.page(current + 1, pageCount)}</span>
          </span>
        )}
        {platform.leaveWallDisplay && (
          <button type="button" className="wb-staff" onClick={() => platform.leaveWallDisplay?.()}>
            {screenText.staff}
          </button>
        )}
      </footer>
    </main>
  );
}
