/*
 * Over 300 lines on purpose: the three purchase steps share one state (the flow reducer in
 * purchase-flow.ts, the cart, the saved draft and the browser history), and this component is where they
 * meet; each step's markup and rules already live in their own files (steps, AddCurrencyForm, refusal.ts).
 */
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { cartGbpTotal, cartWay } from '@tm/core/cart';
import { foreignCode } from '@tm/core/line-sides';
import { labels } from '@tm/core/labels';
import { messages } from '@tm/core/messages';
import { orderLimitProblem } from '@tm/core/order-limits';
import { cartChangeNews, pointMissing } from '@tm/core/order-texts';
import { ROUTE_WAY_TO_WAY, WAY_TITLE } from '@tm/core/ways';
import type { OrderRequest, RouteWay } from '@tm/core';
import { sessionAtom } from '../../auth/session';
import { RatesUpdated } from '../../components/RatesUpdated';
import { useCart } from '../../hooks/use-cart';
import { useHydrated } from '../../hooks/use-hydrated';
import { useOrderRules } from '../../hooks/use-order-rules';
import { usePageTitle } from '../../hooks/use-page-title';
import { useRates } from '../../hooks/use-rates';
import { useOfflineStore } from '../../store-context';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoading } from '../PageLoading';
import { AddCurrencyForm } from './AddCurrencyForm';
import { Bullets } from './Bullets';
import { useBranches } from '../../hooks/use-branches';
import { DAGENHAM_BRANCH } from '@tm/core/branches';
import { CollectionStep } from './CollectionStep';
import { OrderSummary } from './OrderSummary';
import {
  ConfirmationStep,
  DetailsStep,
  preloadLaterSteps,
  QueuedOrderNotice,
  StoredConfirmation,
} from './later-steps';
import type { StoredRef } from './StoredConfirmation';
import type { Details } from './details-validation';
import { clearDraft, readDraft, saveDraft, type PurchaseDraft } from './purchase-draft';
import { placeRefusal, type RefusalPlace } from './refusal';
import { arrivedFromStep, asksToAddCurrency } from './purchase-link';
import { purchasePath } from './reopen';
import { WayMismatch } from './WayMismatch';
import { NEW_PURCHASE, purchaseFlow } from './purchase-flow';
import { StepIndicator } from './StepIndicator';
import './purchase.css';

const P = labels.purchase;

/** 'Order' or 'Sell', the ways a purchase URL may name (the keys of ROUTE_WAY_TO_WAY, checked without zod). */
const isRouteWay = (value: string): value is RouteWay => Object.hasOwn(ROUTE_WAY_TO_WAY, value);

/** The step a URL asks for: `?step=2` is YOUR DETAILS, `?step=3` ORDER CONFIRMATION, anything else step 1. */
const stepOf = (search: URLSearchParams): 1 | 2 | 3 => {
  const step = search.get('step');
  return step === '2' ? 2 : step === '3' ? 3 : 1;
};

/**
 * The placed order a step-3 address names (`?step=3&order=12345678`, or `&key=…` while it waits in the outbox),
 * so the confirmation is an order page: a reload shows it again, read from the device.
 */
const storedOf = (search: URLSearchParams): StoredRef | null => {
  const orderId = search.get('order');
  if (orderId && /^\d{8}$/.test(orderId)) return { orderId };
  const orderKey = search.get('key');
  return orderKey ? { orderKey } : null;
};

/** History state of the step-2 entry that Next pushed: going back to step 1 is then the browser's Back. */
interface StepState {
  fromStep1?: boolean;
}

/**
 * /purchase/:currencyParams/:currentWay (spec §2, §4): step 1 builds the cart and picks the branch, step 2 takes
 * the details, step 3 shows the order the server stored. Steps 1 and 2 are in the URL (`?step=2`), and what the
 * customer chose and typed is kept on the device until the order is placed, so the browser's Back, Forward and
 * a reload keep it. Submission goes through the offline outbox, so an order placed offline is kept and sent
 * exactly once later; a failure returns to step 1 with the message.
 */
export function PurchasePage() {
  const { currencyParams = '', currentWay = '' } = useParams();
  const routeWay = isRouteWay(currentWay) ? currentWay : null;
  const store = useOfflineStore();
  const { currencies, changedAt, sample, loading } = useRates();
  const cart = useCart();
  const orderRules = useOrderRules();
  const [flow, dispatch] = useReducer(purchaseFlow, NEW_PURCHASE);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A prerendered page is step 1 whatever the query says; the query counts once React owns the page.
  const hydrated = useHydrated();
  const asked = hydrated ? stepOf(search) : 1;
  const placed = flow.phase.name === 'placed' ? flow.phase.placed : null;
  const stored = asked === 3 && !placed ? storedOf(search) : null;
  const named = stored !== null;
  const step = placed || named ? 3 : asked === 3 ? 1 : asked;
  const pointRef = useRef<HTMLSelectElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const submitErrorRef = useRef<HTMLParagraphElement>(null);
  // Whether the customer has moved between steps since the page opened: the step then shown focuses its
  // heading (derived state, set while rendering as React recommends for a value that follows a prop).
  const [seenStep, setSeenStep] = useState(step);
  const [moved, setMoved] = useState(() => arrivedFromStep(location.state));
  if (seenStep !== step) {
    setSeenStep(step);
    setMoved(true);
  }
  /**
   * What a refusal focuses once step 1 shows: the select (on step 1 only), or the message or the summary,
   * again after step 1's heading took focus on arrival, so the refusal is what a screen reader says.
   */
  const focusOnStep1 = useRef<'point' | 'message' | 'summary' | null>(null);
  /**
   * One order per press, however fast the presses: the button's busy state comes with the next render, so two
   * clicks in one task would both pass it (each with its own Idempotency-Key, so two orders).
   */
  const sending = useRef(false);
  /** The last line added or removed, said by the polite status region beside the summary (cartChangeNews). */
  const [cartNews, setCartNews] = useState('');

  const way = routeWay ? ROUTE_WAY_TO_WAY[routeWay] : 'buy';
  const title = way === 'buy' ? P.orderTitle : P.sellTitle;
  const branches = useBranches();
  const pointChosen = branches.some((b) => b.slug === flow.point);
  const editing = flow.phase.name === 'editing';
  // The page's way and the cart's always agree: a cart of the other way is not shown as this page's order.
  const linesWay = cart.loaded ? cartWay(cart.lines) : null;
  const otherWay = !placed && linesWay !== null && linesWay !== way ? linesWay : null;
  // A way the route does not know shows "Page not found" (below): the tab says the same.
  usePageTitle(routeWay ? `${P.steps[step - 1]!.title} | ${title}` : 'Page not found');
  // Before the early return: hooks run in the same order on every render.
  useEffect(() => preloadLaterSteps(), []);
  useEffect(() => dispatch({ type: 'draftRead', draft: readDraft() }), []);
  useEffect(() => {
    if (flow.draftRead && !placed) saveDraft({ point: flow.point, details: flow.details });
  }, [flow.draftRead, flow.point, flow.details, placed]);
  useEffect(() => {
    // Step 2 reached by Forward or a reload with nothing to order (or a step 3 with no order): step 1.
    const unusable =
      asked === 2 && editing && flow.draftRead && cart.loaded && (!pointChosen || !cart.lines.length);
    if (unusable || (asked === 3 && !placed && !named)) void navigate({ search: '' }, { replace: true });
    // Back from the confirmation: a new order starts.
    if (placed && asked === 1) dispatch({ type: 'startedOver' });
  }, [asked, editing, flow.draftRead, cart.loaded, cart.lines.length, pointChosen, placed, named, navigate]);
  // Step 2 starts with a signed-in customer's email (the session the header loads), once the draft is read.
  const signedInEmail = useAtomValue(sessionAtom).user?.email ?? '';
  useEffect(() => {
    if (step === 2 && flow.draftRead && signedInEmail)
      dispatch({ type: 'signedInEmail', email: signedInEmail });
  }, [step, flow.draftRead, signedInEmail]);
  useEffect(() => {
    // A parent's effect runs after its children's: this comes after the step heading's own focus.
    if (step !== 1 || !focusOnStep1.current) return;
    const target = { point: pointRef, message: submitErrorRef, summary: summaryRef }[focusOnStep1.current];
    focusOnStep1.current = null;
    target.current?.focus();
  }, [step]);
  if (!routeWay) return <NotFoundPage />;

  const toStep1 = () => {
    if ((location.state as StepState | null)?.fromStep1) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  const next = () => {
    const noItems = cart.lines.length === 0;
    const overLimit = orderRules && !noItems ? orderLimitProblem(cartGbpTotal(cart.lines), orderRules) : null;
    dispatch({
      type: 'nextChecked',
      pointError: pointChosen ? null : pointMissing(way),
      cartError: noItems ? messages.addCurrencyItem : overLimit,
    });
    if (!pointChosen) pointRef.current?.focus();
    else if (noItems || overLimit) summaryRef.current?.focus();
    else void navigate({ search: '?step=2' }, { state: { fromStep1: true } satisfies StepState });
  };

  const submit = async (d: Details) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await submitOnce(d);
    } finally {
      sending.current = false;
    }
  };

  const submitOnce = async (d: Details) => {
    if (cartWay(cart.lines) !== way) {
      // Never reached through the page (it shows WayMismatch instead), but an order is booked under its own way.
      return refused({
        step: 1,
        fields: {},
        pointError: null,
        cartError: messages.orderWayMismatch,
        message: null,
      });
    }
    dispatch({ type: 'sent' });
    const order: OrderRequest = {
      Name: `${d.firstName.trim()} ${d.lastName.trim()}`,
      Email: d.email.trim(),
      Phone_Number: d.phone.trim(),
      Address: d.address.trim(),
      CheckingPoint: flow.point,
      Orders: cart.lines,
      status: way,
      title: WAY_TITLE[way],
    };
    try {
      const result = await store.outbox.submit(order);
      if (result.status === 'failed')
        return refused(placeRefusal(result.error || messages.somethingWentWrong, result.issues, d));
      await cart.clear();
      clearDraft();
      dispatch({
        type: 'placed',
        placed:
          result.status === 'delivered'
            ? { kind: 'delivered', order: result.order, repricing: result.repricing }
            : { kind: 'queued', key: result.key },
      });
      // The details entry becomes the confirmation: Back from it starts a new order, never re-sends this one.
      // Its address names the order, so a reload shows the same confirmation (read from the device).
      const names =
        result.status === 'delivered'
          ? `order=${result.order.Order_Id}`
          : `key=${encodeURIComponent(result.key)}`;
      void navigate({ search: `?step=3&${names}` }, { replace: true });
    } catch {
      refused(placeRefusal(messages.somethingWentWrong, [], d));
    }
  };

  /**
   * The order queued from this page was refused when it was sent: it is back in the cart (the outbox's
   * reopen), and the page, still open, takes the draft with the server's messages and goes to their step.
   */
  const correct = (draft: PurchaseDraft, path: string) => {
    void cart.reload().then(() => {
      dispatch({ type: 'startedOver' });
      dispatch({ type: 'draftRead', draft });
      // In place of the confirmation's entry: that order is gone from the device, corrected into this one.
      void navigate(path, { replace: true });
    });
  };

  /** The server's refusal where it belongs: under the fields it named, on their step; else above step 1. */
  const refused = (place: RefusalPlace) => {
    // Commit the messages now, then focus: a frame callback could run before React rendered them.
    flushSync(() => dispatch({ type: 'refused', place }));
    if (place.step === 2) return; // DetailsStep focuses the first field named.
    focusOnStep1.current = place.message ? 'message' : place.cartError ? 'summary' : 'point';
    if (place.message) submitErrorRef.current?.focus();
    else if (place.cartError) summaryRef.current?.focus();
    toStep1();
  };

  return (
    <div className="purchase">
      <section className="hero hero--compact no-print">
        <div className="container">
          <h1>{title}</h1>
          <RatesUpdated changedAt={changedAt} sample={sample} loading={loading} />
        </div>
      </section>
      <div className="container">
        <div className="no-print">
          <StepIndicator step={step} />
        </div>
        {stored ? (
          <Suspense fallback={<PageLoading />}>
            <StoredConfirmation stored={stored} onCorrect={correct} />
          </Suspense>
        ) : placed ? (
          <Suspense fallback={<PageLoading />}>
            {placed.kind === 'delivered' ? (
              <ConfirmationStep order={placed.order} repricing={placed.repricing} />
            ) : (
              // Owner OFFLINE: says the order waits in the outbox, then shows step 3 once it is delivered.
              <QueuedOrderNotice
                orderKey={placed.key}
                onCorrect={correct}
                renderConfirmation={(sent) => (
                  <ConfirmationStep order={sent.order} repricing={sent.repricing} />
                )}
              />
            )}
          </Suspense>
        ) : otherWay ? (
          <WayMismatch
            pageWay={way}
            cartWay={otherWay}
            cartPath={purchasePath(foreignCode(cart.lines[0]!, otherWay), otherWay)}
            onStartNew={() => void cart.clear()}
          />
        ) : (
          <div className="purchase__grid">
            <div className="purchase__main">
              {flow.submitError && (
                <p className="form-error form-error--block" role="alert" tabIndex={-1} ref={submitErrorRef}>
                  {flow.submitError}
                </p>
              )}
              {step === 1 ? (
                <CollectionStep
                  ref={pointRef}
                  branches={branches}
                  way={way}
                  arrived={moved}
                  value={flow.point}
                  onChange={(point) => dispatch({ type: 'pointChosen', point })}
                  error={flow.pointError}
                  onNext={next}
                />
              ) : (
                <Suspense fallback={<PageLoading />}>
                  <DetailsStep
                    value={flow.details}
                    busy={flow.phase.name === 'sending'}
                    refused={flow.fieldErrors}
                    arrived={moved}
                    onChange={(details) => dispatch({ type: 'detailsTyped', details })}
                    onBack={toStep1}
                    onSubmit={(d) => void submit(d)}
                  />
                </Suspense>
              )}
              <Bullets
                way={way}
                branch={branches.find((b) => b.slug === flow.point) ?? branches[0] ?? DAGENHAM_BRANCH}
                limits={orderRules}
              />
            </div>
            <div className="purchase__side">
              {/* There, empty, from the start: a region that arrives already filled is often not read. A
                  live region without the status role, so the page's own status messages stay the one. */}
              <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-news">
                {cartNews}
              </p>
              <OrderSummary
                ref={summaryRef}
                lines={cart.lines}
                loaded={cart.loaded}
                error={flow.cartError}
                limits={orderRules}
                onRemove={async (id) => {
                  const line = cart.lines.find((l) => l.Id === id);
                  await cart.remove(id);
                  if (line)
                    setCartNews(
                      cartChangeNews(
                        'removed',
                        line,
                        cart.lines.filter((l) => l !== line),
                        way,
                      ),
                    );
                }}
                onClear={async () => {
                  await cart.clear();
                  summaryRef.current?.focus();
                }}
              />
              {step === 1 && (
                <AddCurrencyForm
                  // A new address (another currency) is a new form, preset to its currency.
                  key={`${currencyParams}/${way}`}
                  way={way}
                  currencies={currencies}
                  loading={loading}
                  defaultCode={currencyParams.toUpperCase()}
                  startOpen={asksToAddCurrency(location.state)}
                  onClearCart={cart.clear}
                  onAdd={async (line) => {
                    const r = await cart.add(line, { maxGbp: orderRules?.maxGbp });
                    if (r.ok) {
                      dispatch({ type: 'lineAdded' });
                      setCartNews(cartChangeNews('added', line, [...cart.lines, line], way));
                    }
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
