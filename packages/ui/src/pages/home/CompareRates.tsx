import { Link } from 'react-router';

import { firstScreenLabels as labels, PRICE_COLUMNS } from '@tm/core/messages-first-screen';
import type { Currency } from '@tm/core';
import { TableHead } from '../../components/TableHead';
import { useHomePricing } from './use-home-pricing';

/** A handful of popular currencies with both of today's prices, and the way to the full list. */
const POPULAR = ['EUR', 'USD', 'AED', 'TRY', 'JPY', 'AUD'];

export function CompareRates({ currencies }: { currencies: Currency[] }) {
  const rows = POPULAR.map((code) => currencies.find((c) => c.value === code)).filter(
    (c): c is Currency => c !== undefined,
  );
  const shown = rows.length > 0 ? rows : currencies.slice(0, 6);
  // A dash, as for a currency without a price, for the moment before the arithmetic has loaded.
  const pricing = useHomePricing();
  const price = (c: Currency, way: 'buy' | 'sell') => (pricing ? pricing.priceOrDash(c, way) : '—');
  return (
    <section className="compare container" aria-labelledby="compare-title">
      <div className="compare__intro">
        <h2 id="compare-title" className="section-title">
          Compare our rates
        </h2>
        <p>Our online rates for 1 British pound, before you travel. Compare them with the airport.</p>
        <Link to="/exchangeRates" className="btn btn--outline">
          See all {labels.header.exchangeRates.toLowerCase()}
        </Link>
      </div>
      <table className="compare__table">
        <TableHead columns={['Currency', ...PRICE_COLUMNS.map((column) => column.label)]} />
        <tbody>
          {shown.map((c) => (
            <tr key={c.value}>
              <th scope="row">
                {c.value} <span className="muted">{c.label}</span>
              </th>
              {PRICE_COLUMNS.map(({ way }) => (
                <td key={way}>{price(c, way)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
