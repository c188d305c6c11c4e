import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import type { Order } from '@tm/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderGroup } from './api';
import { DashSearch } from './DashSearch';
import { ExportOrders } from './ExportOrders';
import { OrderActions, type OrderActionName } from './OrderActions';
import { OrdersTable } from './OrdersTable';
import { Pagination } from './Pagination';
import { loadOrderPage } from './paged-orders';
import { RemoteContent } from './RemoteContent';
import { SearchNews } from './SearchNews';
import { useLiveReload } from './use-live-reload';
import { useRemote } from './use-remote';

interface OrderListScreenProps {
  group: OrderGroup;
  heading: string;
  actions: OrderActionName[];
  showStatus?: boolean;
  searchable?: boolean;
  /** All Orders confirms a delete with the short 'Deleted!'; Pending and Accepted with the long message. */
  deletedMessage?: string;
}

/** Pending Orders, Accepted Order(s), History and All Orders: one paged table each (spec §2). */
export function OrderListScreen({
  group,
  heading,
  actions,
  showStatus = false,
  searchable = false,
  deletedMessage = messages.orderDeleted,
}: OrderListScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = useRemote(() => loadOrderPage(group, page, query), `${group}|${page}|${query}`);
  // Live: another cashier's accept, a new order, an expiry shows within a second or two (issue 29).
  useLiveReload(list.reload);

  function goTo(nextPage: number, q = query) {
    const next = new URLSearchParams();
    if (nextPage > 1) next.set('page', String(nextPage));
    if (q.trim()) next.set('q', q.trim());
    setParams(next, { replace: true });
  }

  /** The search runs once typing pauses, not on every key. */
  function onSearch(value: string) {
    setSearch(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => goTo(1, value), 250);
  }

  useEffect(() => () => clearTimeout(typing.current), []);

  const rowActions = (o: Order) => (
    <OrderActions order={o} actions={actions} deletedMessage={deletedMessage} onDone={list.reload} />
  );

  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading" data-focus-scope>
      <div className="dash-screen__head">
        <h2 id="dash-screen-heading">{heading}</h2>
        {searchable ? (
          <DashSearch
            id="dash-order-search"
            label={labels.dashboard.searchOrderId}
            hint="Or part of the customer's name, email or phone number."
            value={search}
            maxLength={100}
            onChange={onSearch}
          />
        ) : null}
      </div>
      {searchable ? <ExportOrders search={query} /> : null}
      {searchable ? (
        <SearchNews
          query={query}
          found={list.data && !list.loading ? (list.data.total ?? list.data.rows.length) : null}
        />
      ) : null}
      <RemoteContent remote={list} loadingLabel={`Loading ${heading}`}>
        {({ rows }) =>
          rows.length === 0 ? (
            <p className="dash-empty">{query ? `No order matches ${query}.` : 'No orders here.'}</p>
          ) : (
            <div className={list.loading ? 'dash-busy' : undefined} aria-busy={list.loading}>
              <OrdersTable
                orders={rows}
                caption={heading}
                showStatus={showStatus}
                actions={actions.length > 0 ? rowActions : undefined}
              />
            </div>
          )
        }
      </RemoteContent>
      <Pagination page={page} of={list.data} noun="orders" onPage={(p) => goTo(p)} />
    </section>
  );
}
