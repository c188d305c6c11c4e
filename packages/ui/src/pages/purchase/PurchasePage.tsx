import { Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams } from 'react-router';
import { cartWay } from '@tm/core/cart';
import { COLLECTION_POINTS } from '@tm/core/constants';
import { labels, messages } from '@tm/core/messages';
import { ROUTE_WAY_TO_WAY, WAY_TITLE } from '@tm/core/ways';
import type { CollectionPoint, Order, OrderRequest, RouteWay } from '@tm/core';
import type { RepricedLine } from '@tm/offline';
import { RatesUpdated } from '../../components/RatesUpdated';
import { useCart } from '../../hooks/use-cart';
import { usePageTitle } from '../../hooks/use-page-title';
import { useRates } from '../../hooks/use-rates';
import { useOfflineStore } from '../../store-context';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoading } from '../PageLoading';
import { AddCurrencyForm } from './AddCurrencyForm';
import { Bullets } from './Bullets';
import { CollectionStep } from './CollectionStep';
import { OrderSummary } from './OrderSummary';
import { EMPTY_DETAILS } from './empty-details';
import { ConfirmationStep, DetailsStep, preloadLaterSteps, QueuedOrderNotice } from './later-steps';
import type { Details } from './details-validation';
import { StepIndicator } from './StepIndicator';
import './purchase.css';

const P = labels.purchase;

/** 'Order' or 'Sell', the ways a purchase URL may name (the keys of ROUTE_WAY_TO_WAY, checked without zod). */
const isRouteWay = (value: string): value is RouteWay => Object.hasOwn(ROUTE_WAY_TO_WAY, value);

type Done = { kind: 'delivered'; order: Order; repricing: RepricedLine[] } | { kind: 'queued'; key: string };

/**
 * /purchase/:currencyParams/:currentWay (spec §2, §4): step 1 builds the cart and picks the branch, step 2 takes
 * the details, step 3 shows the order the server stored. Submission goes through the offline outbox, so an
 * order placed offline is kept and sent exactly once later; a failure returns to step 1 with the message.
 */
export function PurchasePage() {
  const { currencyParams = '', currentWay = '' } = useParams();
  const routeWay = isRouteWay(currentWay) ? currentWay : null;
  const store = useOfflineStore();
  const { currencies, fetchedAt, loading } = useRates();
  const cart = useCart();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [point, setPoint] = useState<string>('');
  const [pointError, setPointError] = useState<string | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const pointRef = useRef<HTMLSelectElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const submitErrorRef = useRef<HTMLParagraphElement>(null);

  const way = routeWay ? ROUTE_WAY_TO_WAY[routeWay] : 'buy';
  const title = way === 'buy' ? P.orderTitle : P.sellTitle;
  usePageTitle(title);
  // Before the early return: hooks run in the same order on every render.
  useEffect(() => preloadLaterSteps(), []);
  if (!routeWay) return <NotFoundPage />;

  const next = () => {
    const noPoint = !COLLECTION_POINTS.includes(point as CollectionPoint);
    const noItems = cart.lines.length === 0;
    setPointError(noPoint ? messages.selectCheckingPoint : null);
    setCartError(noItems ? messages.addCurrencyItem : null);
    setSubmitError(null);
    if (noPoint) pointRef.current?.focus();
    else if (noItems) summaryRef.current?.focus();
    else setStep(2);
  };

  const submit = async (d: Details) => {
    setDetails(d);
    setBusy(true);
    const order: OrderRequest = {
      Name: `${d.firstName.trim()} ${d.lastName.trim()}`,
      Email: d.email.trim(),
      Phone_Number: d.phone.trim(),
      Address: d.address.trim(),
      CheckingPoint: point as CollectionPoint,
      Orders: cart.lines,
      status: cartWay(cart.lines) ?? way,
      title: WAY_TITLE[cartWay(cart.lines) ?? way],
    };
    try {
      const result = await store.outbox.submit(order);
      if (result.status === 'delivered') {
        await store.cart.clear();
        setDone({ kind: 'delivered', order: result.order, repricing: result.repricing });
        setStep(3);
      } else if (result.status === 'queued') {
        await store.cart.clear();
        setDone({ kind: 'queued', key: result.key });
        setStep(3);
      } else {
        backToStart(result.error || messages.somethingWentWrong);
      }
    } catch {
      backToStart(messages.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  const backToStart = (message: string) => {
    // Commit step 1 with the message now, then focus it: a frame callback could run before React rendered it.
    flushSync(() => {
      setSubmitError(message);
      setStep(1);
    });
    submitErrorRef.current?.focus();
  };

  return (
    <div className="purchase">
      <section className="hero hero--compact no-print">
        <div className="container">
          <h1>{title}</h1>
          <RatesUpdated fetchedAt={fetchedAt} loading={loading} />
        </div>
      </section>
      <div className="container">
        <div className="no-print">
          <StepIndicator step={step} />
        </div>
        {step === 3 && done ? (
          <Suspense fallback={<PageLoading />}>
            {done.kind === 'delivered' ? (
              <ConfirmationStep order={done.order} repricing={done.repricing} />
            ) : (
              // Owner OFFLINE: says the order waits in the outbox, then shows step 3 once it is delivered.
              <QueuedOrderNotice
                orderKey={done.key}
                renderConfirmation={(sent) => (
                  <ConfirmationStep order={sent.order} repricing={sent.repricing} />
                )}
              />
            )}
          </Suspense>
        ) : (
          <div className="purchase__grid">
            <div className="purchase__main">
              {submitError && (
                <p className="form-error form-error--block" role="alert" tabIndex={-1} ref={submitErrorRef}>
                  {submitError}
                </p>
              )}
              {step === 1 ? (
                <CollectionStep
                  ref={pointRef}
                  value={point}
                  onChange={(v) => {
                    setPoint(v);
                    setPointError(null);
                  }}
                  error={pointError}
                  onNext={next}
                />
              ) : (
                <Suspense fallback={<PageLoading />}>
                  <DetailsStep
                    initial={details}
                    busy={busy}
                    onBack={(d) => {
                      setDetails(d);
                      setStep(1);
                    }}
                    onSubmit={(d) => void submit(d)}
                  />
                </Suspense>
              )}
              <Bullets />
            </div>
            <div className="purchase__side">
              <OrderSummary
                ref={summaryRef}
                lines={cart.lines}
                loaded={cart.loaded}
                error={cartError}
                onRemove={(id) => void cart.remove(id)}
              />
              {step === 1 && (
                <AddCurrencyForm
                  way={way}
                  currencies={currencies}
                  loading={loading}
                  defaultCode={currencyParams.toUpperCase()}
                  onAdd={async (line) => {
                    const r = await cart.add(line);
                    if (r.ok) setCartError(null);
                    return r;
                  }}
                />
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
