import { useId, useState, type FormEvent } from 'react';
import { dayKeyBefore, londonDay } from '@tm/core/branches';
import { apiDownload } from '../api/client';
import { saveFile } from './save-file';
import { useStaffTask } from './use-staff-task';

/**
 * Export CSV for the accountant: orders placed between two London days (both included, as the server counts
 * them), with the list's search, one line per order line. Saved as a file; works in the kiosk too (the
 * download carries its bearer token). It opens on the last 30 days up to London's today, so just after
 * midnight BST today's first orders are in it (the UTC date was still yesterday's).
 */
export function ExportOrders({
  search = '',
  path = '/ordersExport',
  name = 'orders',
}: {
  search?: string;
  /** Another export with the same from/to days (the Deleted register's). */
  path?: string;
  /** The file's name before its days. */
  name?: string;
}) {
  const id = useId();
  const [to, setTo] = useState(() => londonDay(Date.now()));
  const [from, setFrom] = useState(() => dayKeyBefore(to, 30));
  const [busy, attempt] = useStaffTask();

  async function download(event: FormEvent) {
    event.preventDefault();
    await attempt(async () => {
      const query = new URLSearchParams({ from, to, ...(search.trim() ? { q: search.trim() } : {}) });
      saveFile(await apiDownload(`${path}?${query}`), `${name}-${from}-to-${to}.csv`);
    });
  }

  return (
    <form
      className="dash-controls dash-export"
      onSubmit={(e) => void download(e)}
      aria-label={`Export ${name.replace('-', ' ')} as CSV`}
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--small btn--neutral" disabled={busy} aria-busy={busy}>
        Export CSV
      </button>
    </form>
  );
}
