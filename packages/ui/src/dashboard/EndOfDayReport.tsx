import { formatDayKey } from '@tm/core/dates';
import { formatMoney } from '@tm/core/money';
import { apiDownload } from '../api/client';
import { TableHead } from '../components/TableHead';
import { dashboardApi } from './api';
import { RemoteContent } from './RemoteContent';
import { useRemote } from './use-remote';
import { useStaffTask } from './use-staff-task';
import { saveFile } from './save-file';

/**
 * The end-of-day report of a London day (issue 30, managers): the orders completed that day per currency and
 * way, the GBP in and out, and the accountant's CSV (completion time, staff, ID check, deleted orders).
 * `version` changes when the till does, so a completion or a save shows here too.
 */
export function EndOfDayReport({ day, version }: { day: string; version: string }) {
  const report = useRemote(() => dashboardApi.endOfDay(day), `eod|${day}|${version}`);
  const [busy, attempt] = useStaffTask();
  const download = () =>
    attempt(async () => saveFile(await apiDownload(`/endOfDayExport?day=${day}`), `end-of-day-${day}.csv`));

  return (
    <section className="card eod" aria-labelledby="eod-heading">
      <h3 id="eod-heading">End-of-day report</h3>
      <RemoteContent remote={report} loadingLabel="Loading the report">
        {(r) => (
          <>
            <p>
              {r.completedOrders} completed, {r.deletedOrders} deleted. GBP in:{' '}
              <strong data-testid="eod-gbp-in">{formatMoney(r.gbpIn, 'GBP')}</strong>, of which{' '}
              <strong data-testid="eod-gbp-back">{formatMoney(r.gbpPaidBack, 'GBP')}</strong> paid back below
              the smallest note; GBP out:{' '}
              <strong data-testid="eod-gbp-out">{formatMoney(r.gbpOut, 'GBP')}</strong>.
            </p>
            {r.rows.length === 0 ? (
              <p className="dash-empty">No order was completed on {formatDayKey(day)}.</p>
            ) : (
              <table className="table table--stack" data-testid="eod">
                <caption className="visually-hidden">Completed orders per currency and way</caption>
                <TableHead columns={['Currency', 'Way', 'Orders', 'Notes', 'GBP']} />
                <tbody>
                  {r.rows.map((row) => (
                    <tr key={`${row.code}-${row.way}`}>
                      <th scope="row" data-label="Currency" className="mono">
                        {row.code}
                      </th>
                      <td data-label="Way">{row.way === 'buy' ? 'Click & Collect' : 'Click & Sell'}</td>
                      <td data-label="Orders">{row.orders}</td>
                      <td data-label="Notes" className="dash-amount">
                        {formatMoney(row.foreign, row.code)}
                      </td>
                      <td data-label="GBP" className="dash-amount">
                        {formatMoney(row.gbp, 'GBP')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </RemoteContent>
      <button type="button" className="btn btn--neutral" disabled={busy} onClick={() => void download()}>
        Download the accountant’s CSV
      </button>
    </section>
  );
}
