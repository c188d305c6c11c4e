import { Link } from 'react-router';
import { labels } from '@tm/core/messages';

/** Where to follow an order after placing it: its tracking page and this device's My orders. */
export function TrackLinks({ orderId }: { orderId: string }) {
  return (
    <p className="no-print" data-testid="track-links">
      Follow your order: <Link to={`/track?order=${orderId}`}>{labels.track.nav}</Link> ·{' '}
      <Link to="/myOrders">{labels.track.myOrders}</Link>
    </p>
  );
}
