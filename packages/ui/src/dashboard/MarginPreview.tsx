import { labels } from '@tm/core/labels';
import { marginWarningText, type MarginWarning } from '@tm/core';
import { priceOrDash } from '../components/price-or-dash';

const cl = labels.dashboard.currencyList;

interface MarginPreviewProps {
  /** The market rate the prices are computed from: the checked one, else the stored one; none before a Check. */
  rate: string | null;
  Sell: string;
  Buy: string;
  warnings: readonly MarginWarning[];
}

/**
 * The customer rates the typed margins give, as the Currency list will show them (issue 17.2), and what is
 * wrong with margins that lose money. Announced politely: it changes on every key press.
 */
export function MarginPreview({ rate, Sell, Buy, warnings }: MarginPreviewProps) {
  return (
    <div className="dash-preview" aria-live="polite">
      {rate ? (
        <p className="dash-preview__prices">
          <span>
            {cl.columns.sellingPrice} <strong>{priceOrDash({ Rate: rate, Sell, Buy }, 'buy')}</strong>
          </span>
          <span>
            {cl.columns.buyingPrice} <strong>{priceOrDash({ Rate: rate, Sell, Buy }, 'sell')}</strong>
          </span>
          <span className="dash-preview__market">market {rate}</span>
        </p>
      ) : (
        <p className="field__hint">Check the code to see the customer prices these margins give.</p>
      )}
      {warnings.length > 0 ? (
        <ul className="dash-preview__warnings">
          {warnings.map((w) => (
            <li key={w}>{marginWarningText[w]}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
