import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onStaffEvent } from './staff-events';

/** What the live region says for the orders that arrived since it last spoke. */
export function newOrdersAnnouncement(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  if (ids.length === 1) return `New order ${ids[0]}`;
  return `New orders ${new Intl.ListFormat('en-GB').format(ids)}`;
}

interface Cue {
  /** The new orders not yet seen on Today or the Pending list: the badge counts them. */
  fresh: string[];
  /** The ones the live region names now. */
  spoken: string[];
}
const NO_CUE: Cue = { fresh: [], spoken: [] };

/**
 * A quiet cue for new orders (issue 29): a badge in the top bar linking to Today, and one polite announcement
 * for screen readers. No sound: a branch floor is loud enough. Seeing Today or the Pending list clears it.
 *
 * The announcement names every order that arrived since it last changed, not only the newest: two orders'
 * events can come in one network chunk, which the browser dispatches in one task and React renders once, and
 * naming only the last left the first order never spoken.
 */
export function NewOrderCue() {
  const [cue, setCue] = useState(NO_CUE);
  // The `spoken` list the page last showed: an order arriving after it starts a new announcement, one
  // arriving in the same render joins it. Set as the render commits, before any further event can arrive.
  const shown = useRef(cue.spoken);
  useLayoutEffect(() => {
    shown.current = cue.spoken;
  }, [cue.spoken]);
  const { pathname } = useLocation();
  const watching = /\/dashboard\/(today|manageOrders)$/.test(pathname);

  useEffect(
    () =>
      onStaffEvent((e) => {
        const id = e.Order_Id;
        if (!id || e.Status !== 'Pending') return;
        setCue((c) =>
          c.fresh.includes(id)
            ? c
            : { fresh: [...c.fresh, id], spoken: [...(c.spoken === shown.current ? [] : c.spoken), id] },
        );
      }),
    [],
  );
  // Staff looking at the orders to accept have seen them.
  const freshCount = cue.fresh.length;
  useEffect(() => {
    if (watching && freshCount > 0) {
      const t = setTimeout(() => setCue(NO_CUE), 4000);
      return () => clearTimeout(t);
    }
  }, [watching, freshCount]);

  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="new-order-announcement">
        {newOrdersAnnouncement(cue.spoken)}
      </p>
      {freshCount > 0 ? (
        <Link to="/dashboard/today" className="dash-new-orders" data-testid="new-order-badge">
          {freshCount === 1 ? '1 new order' : `${freshCount} new orders`}
        </Link>
      ) : null}
    </>
  );
}
