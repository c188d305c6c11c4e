import { Link } from 'react-router';

/** Offline: the order is safe in the outbox and goes out by itself, once, when the network is back. */
export function QueuedStep() {
  return (
    <section className="card confirmation" aria-labelledby="queued-title" role="status">
      <h2 id="queued-title">Your order is saved and waiting to be sent</h2>
      <p>
        You are offline, so we could not reach the branch yet. Your order is kept on this device and will be sent
        automatically as soon as you are back online. You will get your order number then.
      </p>
      <p>
        <Link to="/" className="btn btn--outline">
          Back to Travel Money
        </Link>
      </p>
    </section>
  );
}
