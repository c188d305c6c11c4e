import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { onStaffEvent } from './staff-events';

/**
 * A quiet cue for new orders (issue 29): a badge in the top bar linking to Today, and one polite announcement
 * for screen readers. No sound: a branch floor is loud enough. Seeing Today or the Pending list clears it.
 */
export function NewOrderCue() {
  const [fresh, setFresh] = useState<string[]>([]);
  const { pathname } = useLocation();
  const watching = /\/dashboard\/(today|manageOrders)$/.test(pathname);

  useEffect(
    () =>
      onStaffEvent((e) => {
        if (e.Order_Id && e.Status === 'Pending') {
          const id = e.Order_Id;
          setFresh((list) => (list.includes(id) ? list : [...list, id]));
        }
      }),
    [],
  );
  // Staff looking at the orders to accept have seen them.
  useEffect(() => {
    if (watching && fresh.length > 0) {
      const t = setTimeout(() => setFresh([]), 4000);
      return () => clearTimeout(t);
    }
  }, [watching, fresh.length]);

  const last = fresh[fresh.length - 1];
  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="new-order-announcement">
        {last ? `New order ${last}` : ''}
      </p>
      {fresh.length > 0 ? (
        <Link to="/dashboard/today" className="dash-new-orders" data-testid="new-order-badge">
          {fresh.length === 1 ? '1 new order' : `${fresh.length} new orders`}
        </Link>
      ) : null}
    </>
  );
}
