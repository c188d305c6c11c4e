import { matchesCurrencySearch } from '@tm/core/lists';
import { formatRate } from '@tm/core/money';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { Currency } from '@tm/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatWhen } from '../components/format-when';
import { TableHead } from '../components/TableHead';
import { toast } from 'sonner';
import { ApiError } from '../api/client';
import { dashboardApi, type LiveModeState } from './api';
import { ConfirmAction } from './ConfirmAction';
import { DashSearch } from './DashSearch';
import { errorText } from './error-text';
import { LiveModeNotice, outageText } from './LiveModeNotice';
import { refreshEachRow } from './live-refresh';
import { runAction } from './run-action';
import { RemoteContent } from './RemoteContent';
import { Spinner } from './Spinner';
import { useRemote } from './use-remote';
import { useStaffTask } from './use-staff-task';
import { priceOrDash } from '../components/price-or-dash';

const cl = labels.dashboard.currencyList;
const COLUMNS = [
  cl.columns.currencyName,
  cl.columns.countryName,
  cl.columns.marketPrice,
  cl.columns.buyingPrice,
  cl.columns.sellingPrice,
  cl.columns.lastChanged,
  cl.columns.action,
];
/** While live mode is on and this screen is open, the rows are refreshed again this often. */
const LIVE_INTERVAL_MS = 60_000;
/** ...and the server's view of the rate service (outage, rejected rates) is read again this often. */
const STATUS_INTERVAL_MS = 30_000;
/** Failures the status above the table explains already; a toast per row would only repeat them. */
const SHOWN_BY_STATUS = new Set(['rates_unavailable', 'rate_rejected']);

/** Currency ('Manipulate Currency'): the list with prices, Update / Delete, and the live toggle (spec §2, §4). */
export function CurrencyList() {
  const list = useRemote(() => dashboardApi.currencies(), 'currencies');
  const [status, setStatus] = useState<LiveModeState | null>(null);
  const live = status ? status.on : null;
  const toastedOutage = useRef<string | null>(null);
  const [switching, attempt] = useStaffTask();
  const [search, setSearch] = useState('');
  const [rowLoading, setRowLoading] = useState<ReadonlySet<string>>(new Set());
  const liveRef = useRef(false);
  const rowsRef = useRef<Currency[]>([]);
  const reload = list.reload;

  useEffect(() => {
    rowsRef.current = list.data ?? [];
  }, [list.data]);

  const readStatus = useCallback(() => {
    dashboardApi
      .liveMode()
      .then(setStatus)
      // Unread, the toggle shows live mode as off; the last status read stays on screen.
      .catch(() => undefined);
  }, []);

  useEffect(readStatus, [readStatus]);

  // While live mode is on, the server's status is read again, so an outage shows without a reload.
  useEffect(() => {
    if (live !== true) return;
    const timer = setInterval(readStatus, STATUS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live, readStatus]);

  // An outage is also told in a toast, once per outage (its start time tells them apart).
  useEffect(() => {
    const text = outageText(status);
    const since = status?.service?.since ?? null;
    if (text && since !== toastedOutage.current) {
      toastedOutage.current = since;
      toast.error(text);
    }
  }, [status]);

  const markRow = useCallback((code: string, loading: boolean) => {
    setRowLoading((prev) => {
      const next = new Set(prev);
      if (loading) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);

  const livePass = useCallback(async () => {
    let serviceDown = false;
    const refresh = async (code: string) => {
      try {
        await dashboardApi.refreshCurrencyPrice(code);
      } catch (err) {
        // The service is down: the other rows would only wait for it too.
        if (err instanceof ApiError && err.code === 'rates_unavailable') serviceDown = true;
        throw err;
      }
    };
    const failures = await refreshEachRow(
      rowsRef.current,
      refresh,
      markRow,
      () => !liveRef.current || serviceDown,
      (err) => (err instanceof ApiError && SHOWN_BY_STATUS.has(err.code) ? '' : errorText(err)),
    );
    const shown = failures.filter((f) => !f.endsWith(': '));
    if (shown.length > 0) toast.error(shown.join('\n'));
    if (serviceDown || failures.length > shown.length) readStatus();
    await reload();
  }, [markRow, reload, readStatus]);

  async function accept(code: string, rate: string) {
    const ok = await runAction(
      () => dashboardApi.refreshCurrencyPrice(code, rate),
      messages.updatedCurrency(code),
      reload,
    );
    if (ok) readStatus();
  }

  // While on: a pass now (once the list is in) and then every LIVE_INTERVAL_MS, until switched off or left.
  const haveRows = list.data !== undefined;
  useEffect(() => {
    liveRef.current = live === true;
    if (live !== true || !haveRows) return;
    void livePass();
    const timer = setInterval(() => void livePass(), LIVE_INTERVAL_MS);
    return () => {
      liveRef.current = false;
      clearInterval(timer);
    };
  }, [live, haveRows, livePass]);

  const toggleLive = () => attempt(async () => setStatus(await dashboardApi.setLiveMode(!live)));

  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <div className="dash-screen__head">
        <h2 id="dash-screen-heading">{cl.heading}</h2>
        <button
          type="button"
          className={`btn btn--small ${live ? 'btn--danger' : 'btn--primary'}`}
          aria-pressed={live === true}
          disabled={live === null || switching}
          onClick={() => void toggleLive()}
        >
          {live ? cl.liveOn : cl.liveOff}
        </button>
      </div>
      <LiveModeNotice status={status} onAccept={accept} />
      <DashSearch
        id="dash-currency-search"
        label={cl.search}
        hint="Code or country, e.g. EUR or Japan."
        value={search}
        maxLength={60}
        onChange={setSearch}
      />
      <RemoteContent remote={list} loadingLabel="Loading currencies">
        {(all) => {
          const currencies = all.filter((c) => matchesCurrencySearch(c, search));
          return currencies.length === 0 ? (
            <p className="dash-empty" role="status">
              No currency matches {search.trim()}.
            </p>
          ) : (
            <div className="table-wrap table-wrap--card table-wrap--scroll">
              <table className="table">
                <caption className="visually-hidden">{cl.heading}</caption>
                <TableHead columns={COLUMNS} />
                <tbody>
                  {currencies.map((c) => (
                    <tr key={c.value} data-currency={c.value} aria-busy={rowLoading.has(c.value)}>
                      <th scope="row" data-label={cl.columns.currencyName}>
                        {c.value}
                        {rowLoading.has(c.value) ? (
                          <Spinner inline label={`Loading the latest ${c.value} rate`} />
                        ) : null}
                      </th>
                      <td data-label={cl.columns.countryName}>{c.label}</td>
                      <td data-label={cl.columns.marketPrice} className="num">
                        {formatRate(c.Rate)}
                      </td>
                      <td data-label={cl.columns.buyingPrice} className="num">
                        {priceOrDash(c, 'sell')}
                      </td>
                      <td data-label={cl.columns.sellingPrice} className="num">
                        {priceOrDash(c, 'buy')}
                      </td>
                      <td data-label={cl.columns.lastChanged}>
                        <time dateTime={c.updatedAt}>{formatWhen(new Date(c.updatedAt))}</time>
                      </td>
                      <td data-label={cl.columns.action}>
                        <div className="dash-actions">
                          <Link
                            className="btn btn--small btn--neutral"
                            to={`/dashboard/update/${c.value}`}
                            aria-label={`${cl.update} ${c.value}`}
                          >
                            {cl.update}
                          </Link>
                          <ConfirmAction
                            variant="danger"
                            triggerLabel={`${cl.delete} ${c.value}`}
                            confirmLabel={messages.confirm.delete}
                            onConfirm={() =>
                              runAction(
                                () => dashboardApi.deleteCurrency(c.value),
                                messages.currencyDeleted(c.value),
                                reload,
                              )
                            }
                          >
                            {cl.delete}
                          </ConfirmAction>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </RemoteContent>
    </section>
  );
}
