import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BASE_CURRENCY } from '@tm/core/constants';
import { labels } from '@tm/core/labels';
import { amountDecimals } from '@tm/core/money';
import type { CartLine, Currency, Way } from '@tm/core';
import { CartRefusal } from '../../components/CartRefusal';
import { CurrencySelect } from '../../components/CurrencySelect';
import { currencyName } from '../../components/currency-name';
import { Field } from '../../components/Field';
import { useOrderRules } from '../../hooks/use-order-rules';
import {
  amountFormView,
  cartLineFor,
  fieldValue,
  sellNotesNote,
  sellSettlement,
  type Side,
  type Typed,
} from '../home/calculator-state';

const P = labels.purchase;

/**
 * 'Add Currency (up to 4 currencies)': collapsed behind 'Add Currency +', open with Total Money (GBP),
 * Fx Amount, the currency and its rate, and 'Add +'. Amount and cart-limit messages show at the problem.
 */
export function AddCurrencyForm({
  way,
  currencies,
  loading,
  defaultCode,
  startOpen = false,
  onAdd,
  onClearCart,
}: {
  way: Way;
  currencies: Currency[];
  /** The rates are still on their way: 'Add +' waits for them instead of calling the amount wrong. */
  loading: boolean;
  defaultCode: string;
  /** Open from the start (the page was opened to add `defaultCode`), not behind 'Add Currency +'. */
  startOpen?: boolean;
  onAdd(line: CartLine): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Empties the cart, offered when it refused the line for being full or of the other way. */
  onClearCart(): Promise<unknown>;
}) {
  const [open, setOpen] = useState(startOpen);
  const [code, setCode] = useState(defaultCode);
  const [typed, setTyped] = useState<Typed>({ side: 'gbp', text: '' });
  const [submitted, setSubmitted] = useState(false);
  const [cartError, setCartError] = useState<string | null>(null);
  const gbpRef = useRef<HTMLInputElement>(null);
  const fxRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const limits = useOrderRules();

  const currency = currencies.find((c) => c.value === code);
  const { result, rate, unavailable, amountError, otherFieldHint, rounding, rateAge } = useMemo(
    () => amountFormView({ way, currency, code, currencies, loading, typed, submitted, limits }),
    [way, currency, code, currencies, loading, typed, submitted, limits],
  );

  const type = (side: Side, text: string) => {
    setTyped({ side, text });
    setSubmitted(false);
    setCartError(null);
  };

  // Another currency starts the next line: the amount on screen, even the one just sent and unchanged, is now
  // that line's, so the add still saving must not empty it (a fresh object fails its `now === sent` check).
  const chooseCode = (next: string) => {
    setCode(next);
    setTyped((now) => ({ ...now }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!currency) return; // 'Add +' is disabled and says why
    if (!result.ok) {
      setSubmitted(true);
      (typed.side === 'gbp' ? gbpRef : fxRef).current?.focus();
      return;
    }
    const sent = typed;
    const added = await onAdd(cartLineFor(currency, way, sent));
    if (!added.ok) {
      // Render the message now, then focus it: a frame callback could run before React rendered it.
      flushSync(() => setCartError(added.message));
      errorRef.current?.focus();
      return;
    }
    // Empty the amount that was added, but not one typed while the cart was saving it: that is the next line.
    setTyped((now) => (now === sent ? { side: sent.side, text: '' } : now));
    setSubmitted(false);
  };

  // Each button replaces itself with the other part of the form: focus fell to the page's body (an
  // accessibility audit), so opening goes on to the first field and closing back to 'Add Currency +'.
  const openForm = () => {
    flushSync(() => setOpen(true));
    gbpRef.current?.focus();
  };
  const closeForm = () => {
    flushSync(() => setOpen(false));
    openRef.current?.focus();
  };

  const fxCode = currency?.value ?? code;
  // Click & Sell: the GBP field says what the notes the branch takes pay (core lineSettlement), as the cart,
  // the Home calculator and the email do, and why it is less than the amount typed.
  const settledSell = way === 'sell' && result.ok && currency ? sellSettlement(currency, typed) : null;
  const gbpShown = (side: Side) =>
    side === 'gbp' && typed.side === 'fx' && settledSell
      ? settledSell.gbp
      : fieldValue(side, typed.side, typed.text, result, amountDecimals(fxCode) === 0);
  const wholeNotes = sellNotesNote(way, currency, typed, result, ['fx']);
  return (
    <section className="card add-currency" aria-labelledby="add-currency-title">
      <h2 id="add-currency-title" className="card__title">
        {P.addCurrencyHeading}
      </h2>
      {!open ? (
        <button
          type="button"
          ref={openRef}
          className="btn btn--outline"
          aria-expanded={false}
          onClick={openForm}
        >
          {P.addCurrencyCollapsed}
        </button>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="add-currency__form">
          <div className="add-currency__grid">
            {(['gbp', 'fx'] as const).map((side) => (
              <Field
                key={side}
                label={side === 'gbp' ? `${P.totalMoney} (${BASE_CURRENCY})` : `${P.fxAmount} (${fxCode})`}
                inputMode="decimal"
                autoComplete="off"
                value={gbpShown(side)}
                onChange={(e) => type(side, e.target.value)}
                error={typed.side === side ? amountError : null}
                hint={
                  (side === 'gbp' ? (rounding ?? wholeNotes) : null) ??
                  (typed.side === side ? undefined : (otherFieldHint ?? undefined))
                }
                inputRef={side === 'gbp' ? gbpRef : fxRef}
              />
            ))}
            <CurrencySelect
              label={P.currency}
              currencies={currencies}
              nameOf={currencyName}
              value={fxCode}
              onChange={chooseCode}
            />
            <div className="field">
              <span className="field__label" id="add-currency-rate-label">
                {P.rate}
              </span>
              <output className="field__output" aria-labelledby="add-currency-rate-label">
                {rate ?? '—'}
              </output>
              {rateAge && (
                <span className="field__hint" data-testid="add-currency-rate-age">
                  {rateAge}
                </span>
              )}
            </div>
          </div>
          <CartRefusal
            message={cartError}
            messageRef={errorRef}
            onClear={async () => {
              await onClearCart();
              setCartError(null);
              addRef.current?.focus();
            }}
          />
          {unavailable && (
            <p className="field__hint" id="add-currency-unavailable">
              {unavailable}
            </p>
          )}
          <div className="add-currency__actions">
            <button
              type="submit"
              ref={addRef}
              className="btn btn--primary"
              disabled={unavailable !== null}
              aria-describedby={unavailable ? 'add-currency-unavailable' : undefined}
            >
              {P.addOpen}
            </button>
            <button type="button" className="btn btn--link" aria-expanded={true} onClick={closeForm}>
              Close
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
