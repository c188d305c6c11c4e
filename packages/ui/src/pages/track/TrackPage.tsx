import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { messages } from '@tm/core/messages';
import { formatMoney } from '@tm/core/money';
import { orderGbpTotal } from '@tm/core/order-money';
import { moneyChangesHands } from '@tm/core/order-status';
import { whereHeading } from '@tm/core/order-texts';
import { holdOf } from '@tm/core/order-policy';
import { statusText } from '@tm/core/status-texts';
import { trackRequestSchema, type TrackedOrder } from '@tm/core/schemas';
import { ApiError } from '../../api/client';
import { cancelTrackedOrder, fetchTrackedOrder } from '../../api/track';
import { BranchAddress } from '../../components/BranchAddress';
import { Field } from '../../components/Field';
import { NotesSplitList } from '../../components/NotesSplitText';
import { formatWhen } from '../../components/format-when';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { usePageTitle } from '../../hooks/use-page-title';
import { useTextField } from '../../hooks/use-text-field';
import { CancelOrder } from './CancelOrder';
import { useOrderWatch } from './use-order-watch';
import '../misc.css';
import './track.css';

export const trackOrder = (Order_Id: string, Email: string) => fetchTrackedOrder({ Order_Id, Email });

/** What is wrong with a typed order number, in the words of the API's own rule (core trackRequestSchema). */
const orderNumberProblem = (typed: string) =>
  trackRequestSchema.shape.Order_Id.safeParse(typed).error?.issues[0]?.message ?? null;

/**
 * /track: where an order is, for anyone with its number and the email it was placed with (no account). The
 * status updates live while the page is open (use-order-watch.ts); /track?order=12345678 (the link in every
 * order email) fills in the number. A Pending order can be cancelled here (issue 16.9).
 */
export function TrackPage() {
  usePageTitle('Track your order');
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState(params.get('order') ?? '');
  const email = useTextField();
  const orderIdRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ orderId?: string; email?: string; form?: string }>({});
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  // The email the shown order was found with: re-reads and the cancel use it, not what is typed since.
  const [trackedEmail, setTrackedEmail] = useState('');
  const [busy, setBusy] = useState(false);
  /** The customer cancelled the shown order on this page: its new status takes the focus the dialog held. */
  const [cancelledHere, setCancelledHere] = useState(false);
  // The link in an order's email fills in the number: the keyboard starts where the customer types next.
  useEffect(() => {
    if (orderNumberProblem(params.get('order') ?? '') === null) email.focus();
    // Only as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function look(event?: FormEvent) {
    event?.preventDefault();
    const found = {
      orderId: orderNumberProblem(orderId) ?? undefined,
      email: email.value.trim() ? undefined : messages.enterEmail,
    };
    // Render the messages now, then focus the first refused field, as every other customer form does (an
    // accessibility audit found focus left on the button, so nothing said what was wrong).
    flushSync(() => setErrors(found));
    if (found.orderId) orderIdRef.current?.focus();
    else if (found.email) email.focus();
    if (found.orderId || found.email) return;
    setBusy(true);
    setCancelledHere(false);
    try {
      setOrder(await trackOrder(orderId.trim(), email.value.trim()));
      setTrackedEmail(email.value.trim());
    } catch (err) {
      setOrder(null);
      setErrors({ form: err instanceof ApiError ? err.message : messages.somethingWentWrong });
    } finally {
      setBusy(false);
    }
  }

  const shown = order?.Order_Id;
  const reread = useCallback(async () => {
    if (!shown) throw new Error('no order shown');
    try {
      const fresh = await trackOrder(shown, trackedEmail);
      setOrder(fresh);
      return fresh;
    } catch (err) {
      // Deleted by the branch meanwhile: the page says so, as tracking it again would.
      if (err instanceof ApiError && err.status === 404) {
        setOrder(null);
        setErrors({ form: err.message });
      }
      throw err;
    }
  }, [shown, trackedEmail]);
  useOrderWatch(order, reread);

  const cancel = useCallback(async () => {
    if (!shown) return;
    await cancelTrackedOrder({ Order_Id: shown, Email: trackedEmail });
    setCancelledHere(true);
    await reread().catch(() => {
      // The cancel is done; the stream or the next re-ask shows it.
    });
  }, [shown, trackedEmail, reread]);

  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <h1>Track your order</h1>
          <p className="hero__lead">Enter your order number and the email you ordered with.</p>
        </div>
      </section>
      <div className="container track">
        <form className="card track__form" onSubmit={(e) => void look(e)} noValidate>
          <Field
            label="Order number"
            name="order"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={orderId}
            onChange={(e) => setOrderId(e.target.value)}
            error={errors.orderId}
            inputRef={orderIdRef}
          />
          <Field label="Email" type="email" autoComplete="email" error={errors.email} {...email.props} />
          {errors.form ? (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            Track order
          </button>
        </form>
        {order ? <TrackedOrderCard order={order} onCancel={cancel} cancelledHere={cancelledHere} /> : null}
      </div>
    </>
  );
}

function TrackedOrderCard({
  order,
  onCancel,
  cancelledHere,
}: {
  order: TrackedOrder;
  onCancel: () => Promise<unknown>;
  cancelledHere: boolean;
}) {
  // After the customer's own cancel the button and its dialog are gone: the new status takes the keyboard, so
  // it is read out and Tab goes on from there. A change the branch makes while the page is open moves nothing.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancelledHere && order.Status !== 'Pending') statusRef.current?.focus();
  }, [cancelledHere, order.Status]);
  // An order found takes the keyboard too, so its status is read out: a live region that arrives already
  // filled often is not (an accessibility audit), and the answer is what the customer asked for.
  useEffect(() => {
    statusRef.current?.focus();
  }, [order.Order_Id]);
  // What happened and what to do next, in the words the emails use (policy-texts.ts); an ended order says
  // only that, none of a live order's hold, lock, ID or where to come.
  const state = statusText({
    way: order.status,
    status: order.Status,
    deleted: Boolean(order.cancelledByBranch),
    cancelReason: order.cancelledByBranch?.reason ?? null,
    // The moment the server says it was promised (stored when priced), not one worked out from today's hours.
    ...holdOf(order),
    lines: order.Orders,
    branch: order.branch,
  });
  return (
    <section className="card track__order" aria-labelledby="track-order-title">
      <h2 id="track-order-title" className="card__title">
        Order {order.Order_Id}: {order.title}
      </h2>
      <div className="track__status" role="status" aria-live="polite" ref={statusRef} tabIndex={-1}>
        <p>
          {/* A branch cancellation is its own headline ("Cancelled by the branch"), not "Cancelled · …". */}
          {order.cancelledByBranch ? (
            <strong data-testid="track-status">{state.headline}</strong>
          ) : (
            <>
              <strong data-testid="track-status">{order.Status}</strong> · {state.headline}
            </>
          )}
        </p>
        {state.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {order.Status === 'Pending' ? (
        <div className="track__actions">
          <CancelOrder orderId={order.Order_Id} onCancel={onCancel} />
        </div>
      ) : null}
      <OrderLinesTable lines={order.Orders} caption={`Order ${order.Order_Id}`} />
      {/* The notes and the total as the confirmation and the email state them (core orderGbpTotal); the notes
          only while they change hands or did: a cancelled or expired order says what happened, nothing more. */}
      {moneyChangesHands(order.Status, Boolean(order.cancelledByBranch)) ? (
        <NotesSplitList lines={order.Orders} way={order.status} />
      ) : null}
      <p className="track__total">
        Total: <strong>{formatMoney(orderGbpTotal(order.Orders, order.status), 'GBP')}</strong>
      </p>
      {state.live ? (
        <>
          <h3>
            {whereHeading(order.status)}: {order.branch.name}
          </h3>
          <BranchAddress branch={order.branch} />
        </>
      ) : null}
      <h3>Timeline</h3>
      <ol className="track__timeline">
        {order.events.map((e) => (
          <li key={`${e.what}-${e.at}`}>
            <strong>{e.what}</strong> <time dateTime={e.at}>{formatWhen(new Date(e.at))}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
