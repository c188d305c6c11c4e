import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BASE_CURRENCY, DEFAULT_CURRENCY } from '@tm/core/constants';
import { firstScreenLabels as labels } from '@tm/core/messages-first-screen';
import { WAY_TO_ROUTE_WAY } from '@tm/core/ways';
import type { Currency, Way } from '@tm/core';
import { CartRefusal } from '../../components/CartRefusal';
import { CurrencySelect } from '../../components/CurrencySelect';
import { Field } from '../../components/Field';
import { WayTabs } from '../../components/WayTabs';
import { useOrderRules } from '../../hooks/use-order-rules';
import { useOfflineStore } from '../../store-context';
import { fieldValue, type Side, type Typed } from './calculator-fields';
import { loadHomePricing, PRICING_LOADING, useHomePricing, type HomePricing } from './use-home-pricing';

const L = labels.calculator;
const TABS = { buy: L.clickCollect, sell: L.clickSell };

// Fetched as soon as Home's code runs, beside hydration and the rates (see use-home-pricing.ts).
loadHomePricing().catch(() => undefined);

/**
 * The home calculator (spec §2 Home): two tabs, a currency picker defaulting to EUR, the two amount fields
 * computing each other, today's rate, and Buy Money / Sell Money putting the line in the cart.
 */
export function Calculator({
  currencies,
  loading,
  initialCode = DEFAULT_CURRENCY,
}: {
  currencies: Currency[];
  loading: boolean;
  /** The currency picked at first: EUR on Home (spec), the page's own on a currency page. */
  initialCode?: string;
}) {
  const store = useOfflineStore();
  const navigate = useNavigate();
  const [way, setWay] = useState<Way>('buy');
  const [code, setCode] = useState<string>(initialCode);
  const [typed, setTyped] = useState<Typed>({ side: 'gbp', text: '100' });
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  /**
   * The note at the GBP field (Collect's rounding, Sell's whole notes) from before the field settled on the
   * amount that will be used, for the currency and way it was said of.
   */
  const [settledNote, setSettledNote] = useState<{ text: string; code: string; way: Way } | null>(null);
  const gbpRef = useRef<HTMLInputElement>(null);
  const fxRef = useRef<HTMLInputElement>(null);
  const actionRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const limits = useOrderRules();
  const pricing = useHomePricing();

  // The cart's refusal (full, or the other way) is announced and focused once it is on screen.
  useEffect(() => {
    if (error) actionRef.current?.focus();
  }, [error]);

  const currency = currencies.find((c) => c.value === code) ?? currencies[0];
  const fxCode = currency?.value ?? code;
  const { result, rate, unavailable, amountError, otherFieldHint, rounding, rateAge } = useMemo(
    () =>
      pricing?.amountFormView({ way, currency, code, currencies, loading, typed, submitted, limits }) ??
      PRICING_LOADING,
    [pricing, way, currency, code, currencies, loading, typed, submitted, limits],
  );

  // Click & Sell: the notes the branch takes and the GBP paid for them (core lineSettlement), what the
  // headline and the "I will get" field say: €102.50 typed is €100 in notes and £84.98, not the £87.11 priced.
  const settledSell =
    way === 'sell' && result.ok && currency && pricing ? pricing.sellSettlement(currency, typed) : null;

  // Collect: "I have" is GBP and the customer buys foreign. Sell: "I have" is the foreign currency.
  const haveSide: Side = way === 'buy' ? 'gbp' : 'fx';
  const getSide: Side = way === 'buy' ? 'fx' : 'gbp';
  const codeOf = (side: Side) => (side === 'gbp' ? BASE_CURRENCY : fxCode);

  const type = (side: Side, text: string) => {
    setTyped({ side, text });
    setSettledNote(null);
    setSubmitted(false);
    setError(null);
  };

  const keptNote = settledNote?.code === fxCode && settledNote.way === way ? settledNote.text : null;
  const roundingShown = result.ok ? (rounding ?? keptNote) : null;

  /**
   * On leaving a field, show the amounts that will really be used (Collect rounds GBP up to £10). Both fields
   * then hold the quote, taken from the side an order is priced from (the GBP given for Collect, the foreign
   * amount given for Sell, as the server prices it): €102.50 wanted is £90.00 paid for €103.70, and the quote
   * of €103.70 typed back would be £90.0017, rounded up to £100.
   */
  const settle = () => {
    if (!result.ok) return;
    // The note stays once the field shows the amount used: it explains it, and the button below must not
    // move between the press and the release (the click that blurred the field would be lost).
    const text = rounding ?? keptNote;
    setSettledNote(text === null ? null : { text, code: fxCode, way });
    setTyped({ side: haveSide, text: result.quote[haveSide] });
  };

  const switchWay = (next: Way) => {
    setWay(next);
    setError(null);
  };

  const submit = async () => {
    if (!currency || !pricing) return; // the button is disabled and says why
    if (!result.ok) {
      setSubmitted(true);
      (typed.side === 'gbp' ? gbpRef : fxRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const added = await store.cart.add(pricing.cartLineFor(currency, way, typed), {
        maxGbp: limits?.maxGbp,
      });
      if (!added.ok) {
        setError(added.message);
        return;
      }
      navigate(`/purchase/${currency.value}/${WAY_TO_ROUTE_WAY[way]}`, {
        // purchase-link.ts ARRIVED_STATE, written out: Home's first-load JS budget is full.
        state: { arrived: true },
      });
    } finally {
      setBusy(false);
    }
  };

  /** The cart refused the line (full, or the other way): emptied on the customer's word, then Buy again. */
  const clearCart = async () => {
    await store.cart.clear();
    setError(null);
    submitRef.current?.focus();
  };

  const field = (side: Side, label: string) => (
    <Field
      label={`${label} (${codeOf(side)})`}
      inputMode="decimal"
      autoComplete="off"
      name={side === 'gbp' ? 'gbp' : 'fx'}
      value={
        side === 'gbp' && typed.side === 'fx' && settledSell
          ? settledSell.gbp
          : fieldValue(side, typed.side, typed.text, result, pricing?.amountDecimals(fxCode) === 0)
      }
      onChange={(e) => type(side, e.target.value)}
      onBlur={settle}
      error={typed.side === side ? amountError : null}
      hint={
        (side === 'gbp' ? roundingShown : null) ??
        (typed.side === side ? undefined : (otherFieldHint ?? undefined))
      }
      inputRef={side === 'gbp' ? gbpRef : fxRef}
    />
  );

  return (
    <section className="calculator card" aria-labelledby="calculator-title">
      <h2 id="calculator-title" className="visually-hidden">
        Currency calculator
      </h2>
      <WayTabs
        id="calc"
        label="Order type"
        way={way}
        onChange={switchWay}
        names={TABS}
        panelClassName="calculator__panel"
      >
        {/* The currency names come with the pricing code; until then the picker shows what it shows while
            the rates load: the chosen code alone. */}
        <CurrencySelect
          label={L.currency}
          currencies={pricing ? currencies : []}
          nameOf={pricing?.currencyName ?? ((c: string) => c)}
          value={fxCode}
          onChange={setCode}
        />
        <div className="calculator__fields">
          {field(haveSide, L.iHave)}
          {field(getSide, way === 'buy' ? L.iWantToBuy : L.iWillGet)}
        </div>
        <div className="calculator__rate">
          <p id="calc-rate">
            <span className="calculator__rate-label">{L.todaysRate}</span>{' '}
            <strong data-testid="todays-rate">
              {rate ? `1 ${BASE_CURRENCY} = ${rate} ${fxCode}` : (unavailable ?? '—')}
            </strong>
          </p>
          {rate && (rateAge ?? unavailable) && (
            <p className="calculator__age" data-testid="calc-rate-age">
              {rateAge ?? unavailable}
            </p>
          )}
          <p className="calculator__note">{L.onlineRateOnly}</p>
        </div>
        {result.ok && pricing && (
          <p className="calculator__summary" data-testid="calc-summary" aria-live="polite">
            {way === 'buy'
              ? `You pay ${pricing.formatMoney(result.quote.gbp, BASE_CURRENCY)} and collect ${pricing.formatMoney(result.quote.fx, fxCode)}`
              : sellSummary(pricing, settledSell, fxCode)}
          </p>
        )}
        {result.ok && pricing && (
          <p className="calculator__notes" data-testid="calc-notes">
            {pricing.notesText(
              pricing.splitIntoNotes(result.quote.fx, fxCode, result.quote.rate),
              way,
              pricing.formatMoney,
            )}
          </p>
        )}
        <CartRefusal message={error} messageRef={actionRef} onClear={clearCart} />
        <button
          type="button"
          className="btn btn--primary btn--block"
          ref={submitRef}
          onClick={() => void submit()}
          disabled={busy || unavailable !== null}
          aria-describedby={unavailable ? 'calc-rate' : undefined}
        >
          {way === 'buy' ? L.buyMoney : L.sellMoney}
        </button>
      </WayTabs>
    </section>
  );
}

/**
 * Click & Sell's headline: the notes the branch takes and the GBP paid for them (sellSettlement), so €102.50
 * typed reads "You sell €100.00 in notes and receive £84.98"; the notes line below says what is not exchanged.
 */
function sellSummary(pricing: HomePricing, settled: { notes: string; gbp: string } | null, fxCode: string) {
  if (!settled) return '';
  return `You sell ${pricing.formatMoney(settled.notes, fxCode)} in notes and receive ${pricing.formatMoney(settled.gbp, BASE_CURRENCY)}`;
}
