import type { TodayOrder } from '@tm/core';
import { useState } from 'react';
import { formatWhen } from '../components/format-when';
import { dashboardApi } from './api';
import { DashSearch } from './DashSearch';
import { OrderActions, type OrderActionName } from './OrderActions';
import { OrdersTable } from './OrdersTable';
import { RemoteContent } from './RemoteContent';
import { SearchNews } from './SearchNews';
import { TillTable } from './TillTable';
import { matchesOrder } from './today-search';
import { useLiveReload } from './use-live-reload';
import { useRemote } from './use-remote';

const guarantee = {
  heading: 'Rate guaranteed until',
  cell: (o: TodayOrder) => (
    <>
      <time dateTime={o.guaranteedUntil}>{formatWhen(new Date(o.guaranteedUntil))}</time>
      {/* Promised before the branch changed its hours, and the branch is shut then: the customer needs a call. */}
      {o.shutAtHoldEnd ? <span className="pill pill--warn">Branch shut then: phone the customer</span> : null}
    </>
  ),
};

/**
 * Today: the branch's day in one screen, live (it re-reads when any order changes). First what a customer at
 * the counter needs: the search and the accepted orders ready to collect; then the orders to accept, oldest
 * first with when each rate guarantee ends; then what the till needs for all open orders, per currency.
 */
export function Today() {
  const today = useRemote(() => dashboardApi.today(), 'today');
  useLiveReload(today.reload);
  const [query, setQuery] = useState('');

  const list = (
    id: string,
    orders: TodayOrder[],
    title: string,
    actions: OrderActionName[],
    empty: string,
  ) => {
    const shown = orders.filter((o) => matchesOrder(o, query));
    return (
      <section className="dash-today__block" aria-labelledby={id} data-focus-scope>
        <h3 id={id}>
          {title}{' '}
          <span className="dash-today__count">
            ({query ? `${shown.length} of ${orders.length}` : orders.length})
          </span>
        </h3>
        {shown.length === 0 ? (
          <p className="dash-empty">
            {query && orders.length > 0 ? `No order here matches ${query}.` : empty}
          </p>
        ) : (
          <OrdersTable
            orders={shown}
            caption={title}
            extra={guarantee}
            actions={(o) => <OrderActions order={o} actions={actions} onDone={today.reload} />}
          />
        )}
      </section>
    );
  };

  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Today</h2>
      <div className="dash-today__search">
        <DashSearch
          id="dash-today-search"
          label="Find a customer's order"
          hint="Order number, or part of the name, phone number or email."
          value={query}
          maxLength={100}
          onChange={setQuery}
        />
      </div>
      <SearchNews
        query={query.trim()}
        found={
          today.data
            ? [...today.data.awaitingCollection, ...today.data.pending].filter((o) => matchesOrder(o, query))
                .length
            : null
        }
      />
      <RemoteContent remote={today} loadingLabel="Loading today's orders">
        {(d) => (
          <>
            {list(
              'today-collect',
              d.awaitingCollection,
              'Ready to collect',
              ['complete', 'view'],
              'No accepted orders waiting to be collected.',
            )}
            {list(
              'today-accept',
              d.pending,
              'To accept',
              ['accept', 'view'],
              'No orders waiting to be accepted.',
            )}
            <TillTable till={d.till} />
          </>
        )}
      </RemoteContent>
    </section>
  );
}
