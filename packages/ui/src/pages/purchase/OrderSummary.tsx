import { forwardRef, useRef } from 'react';
import { labels } from '@tm/core/labels';
import type { CartLine } from '@tm/core';
import { cartGbpTotal, cartWay } from '@tm/core/cart';
import { orderGbpTotal } from '@tm/core/order-money';
import { orderLimitProblem, type OrderLimits } from '@tm/core/order-limits';
import { formatMoney } from '@tm/core/money';
import { orderLineRows } from '@tm/core/order-line-rows';
import { ClearCartButton } from '../../components/ClearCartButton';
import { NotesSplitText } from '../../components/NotesSplitText';

const P = labels.purchase;

/**
 * The cart lines with Remove; an empty-cart error is shown here, where the missing items would be. Until the
 * device's cart has been read (`loaded`; a prerendered page paints first) it claims neither lines nor "empty":
 * it keeps the line's room and says it is busy.
 */
export const OrderSummary = forwardRef<
  HTMLElement,
  {
    lines: CartLine[];
    loaded: boolean;
    /** Takes the line out of the cart; resolves once the lines shown no longer hold it. */
    onRemove(id: string): Promise<unknown>;
    /** Empties the cart (after the customer confirms); no Clear cart button without it. */
    onClear?(): Promise<unknown>;
    error?: string | null;
    /** The order limits when known: the total is checked against them before the customer goes on. */
    limits?: OrderLimits | null;
  }
>(function OrderSummary({ lines, loaded, onRemove, onClear, error, limits }, ref) {
  const overLimit = limits && lines.length > 0 ? orderLimitProblem(cartGbpTotal(lines), limits) : null;
  // What changes hands: for Click & Sell, the notes' worth only (core orderGbpTotal).
  const total = orderGbpTotal(lines, cartWay(lines) ?? 'buy');
  const rows = orderLineRows(lines, formatMoney);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Remove takes its own button away: focus fell to the page's body (an accessibility audit). It goes to the
  // next line's Remove, else the previous one's, else the summary's heading once the cart is empty.
  const remove = async (key: string) => {
    const at = rows.findIndex((r) => r.key === key);
    const stay = rows[at + 1]?.key ?? rows[at - 1]?.key;
    await onRemove(key);
    (stay ? removeButtons.current.get(stay) : headingRef.current)?.focus();
  };
  return (
    <section
      className="card summary"
      aria-labelledby="summary-title"
      aria-busy={!loaded}
      ref={ref}
      tabIndex={-1}
    >
      <h2 id="summary-title" className="card__title" tabIndex={-1} ref={headingRef}>
        {P.orderSummary}
      </h2>
      {!loaded ? (
        <p className="muted" aria-hidden="true">
          &nbsp;
        </p>
      ) : lines.length === 0 ? (
        <p className="muted">Your cart is empty. Add a currency below.</p>
      ) : (
        <ul className="summary__list">
          {rows.map((d, i) => (
            <li key={d.key} className="summary__line">
              <div>
                <strong>{d.currency}</strong>
                <span className="summary__amounts">
                  {d.from} → {d.to}
                </span>
                <span className="muted summary__rate">
                  {P.rate} {d.rate}
                </span>
                <NotesSplitText line={lines[i]!} way={lines[i]!.status} />
              </div>
              <button
                type="button"
                className="btn btn--link"
                ref={(button) => {
                  if (button) removeButtons.current.set(d.key, button);
                  else removeButtons.current.delete(d.key);
                }}
                onClick={() => void remove(d.key)}
                aria-label={`${P.remove} ${d.currency} ${d.to}`}
              >
                {P.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {loaded && lines.length > 0 ? (
        <p className="summary__total">
          <span>Total</span> <strong>{formatMoney(total, 'GBP')}</strong>
        </p>
      ) : null}
      {loaded && lines.length > 0 && onClear ? <ClearCartButton onClear={onClear} /> : null}
      {overLimit && overLimit !== error ? (
        <p className="form-error" role="alert">
          {overLimit}
        </p>
      ) : null}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
