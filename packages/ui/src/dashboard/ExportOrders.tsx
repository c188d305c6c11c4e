import { useId, useState, type FormEvent } from 'react';
import { apiDownload } from '../api/client';
import { saveFile } from './save-file';
import { useStaffTask } from './use-staff-task';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Export CSV for the accountant: orders placed between two days (UTC, both included), with the list's search,
 * one line per order line. Saved as a file; works in the kiosk too (the download carries its bearer token).
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
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000)));
  const [to, setTo] = useState(day(today));
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
