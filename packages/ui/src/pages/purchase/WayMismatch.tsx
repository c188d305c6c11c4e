import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '@tm/core/messages';
import { WAY_TITLE, type Way } from '@tm/core/ways';

/**
 * The page's way and the cart's differ (CLICK & SELL for JPY with Click & Collect lines in the cart): the page
 * says so instead of showing the cart as an order of its own way, and lets the customer choose. The cart is
 * left as it is until they do: back to it on its own way's page, or a new cart of this page's way.
 */
export function WayMismatch({
  pageWay,
  cartWay,
  cartPath,
  onStartNew,
}: {
  pageWay: Way;
  cartWay: Way;
  /** The purchase page of the cart's own way. */
  cartPath: string;
  onStartNew(): void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      className="card way-mismatch"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="way-mismatch-text"
      data-testid="way-mismatch"
    >
      <p id="way-mismatch-text">{messages.pageWayMismatch(WAY_TITLE[cartWay], WAY_TITLE[pageWay])}</p>
      <div className="way-mismatch__actions">
        <Link className="btn btn--outline" to={cartPath}>
          {messages.keepCart(WAY_TITLE[cartWay])}
        </Link>
        <button type="button" className="btn btn--primary" onClick={onStartNew}>
          {messages.startNewCart(WAY_TITLE[pageWay])}
        </button>
      </div>
    </section>
  );
}
