import { customerRate, formatRate } from '@tm/core/money';
import { labels, messages } from '@tm/core/messages';
import type { Currency, Way } from '@tm/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { dashboardApi } from './api';
import { ConfirmAction } from './ConfirmAction';
import { errorText } from './error-text';
import { refreshEachRow } from './live-refresh';
import { runAction } from './run-action';
import { RemoteContent } from './RemoteContent';
import { Spinner } from './Spinner';
import { useRemote } from './use-remote';

const cl = labels.dashboard.currencyList;
/** While live mode is on and this screen is open, the rows are refreshed again this often. */
const LIVE_INTERVAL_MS = 60_000;

function price(c: Currency, way: Way): string {
  try {
    return customerRate(c, way);
  } catch {
    return '—';
  }
}

/** Currency ('Manipulate Currency'): the list with prices, Update / Delete, and the live toggle (spec §2, §4). */
export function CurrencyList() {
  const list = useRemote(() => dashboardApi.currencies(), 'currencies');
  const [live, setLive] = useState<boolean | null>(null);
  const [switching, setSwitching] = useState(false);
  const [rowLoading, setRowLoading] = useState<ReadonlySet<string>>(new Set());
  const liveRef = useRef(false);
  const rowsRef = useRef<Currency[]>([]);
  const reload = list.reload;

  useEffect(() => {
    rowsRef.current = list.data ?? [];
  }, [list.data]);

  useEffect(() => {
    dashboardApi
      .liveMode()
      .then((r) => setLive(r.on))
      .catch(() => setLive(false));
  }, []);

  const markRow = useCallback((code: string, loading: boolean) => {
    setRowLoading((prev) => {
      const next = new Set(prev);
      if (loading) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);

  const livePass = useCallback(async () => {
    const failures = await refreshEachRow(
      rowsRef.current,
      dashboardApi.refreshCurrencyPrice,
      markRow,
      () => !liveRef.current,
      errorText,
    );
    if (failures.length > 0) toast.error(failures.join('\n'));
    await reload();
  }, [markRow, reload]);

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

  async function toggleLive() {
    setSwitching(true);
    try {
      const r = await dashboardApi.setLiveMode(!live);
      setLive(r.on);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setSwitching(false);
    }
  }

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
      <RemoteContent remote={list} loadingLabel="Loading currencies">
        {(currencies) => (
          <div className="table-wrap table-wrap--card table-wrap--scroll">
            <table className="table">
              <caption className="visually-hidden">{cl.heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{cl.columns.currencyName}</th>
                  <th scope="col">{cl.columns.countryName}</th>
                  <th scope="col">{cl.columns.marketPrice}</th>
                  <th scope="col">{cl.columns.buyingPrice}</th>
                  <th scope="col">{cl.columns.sellingPrice}</th>
                  <th scope="col">{cl.columns.action}</th>
                </tr>
              </thead>
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
                      {price(c, 'sell')}
                    </td>
                    <td data-label={cl.columns.sellingPrice} className="num">
                      {price(c, 'buy')}
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
        )}
      </RemoteContent>
    </section>
  );
}
