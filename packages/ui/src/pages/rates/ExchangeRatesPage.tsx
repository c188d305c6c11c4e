import { useState } from 'react';
import { Link } from 'react-router';

import { labels } from '@tm/core/labels';
import { PRICE_COLUMNS } from '@tm/core/messages-first-screen';
import type { Way } from '@tm/core';
import { RatesUpdated } from '../../components/RatesUpdated';
import { WayTabs } from '../../components/WayTabs';
import { FieldFrame, useKeepTyped } from '../../components/Field';
import { usePageTitle } from '../../hooks/use-page-title';
import { useRates } from '../../hooks/use-rates';
import { countryBadge, foundText, mobileLabel, searchCurrencies, visibleRows } from './rate-list';
import { currencyName } from '../../components/currency-name';
import { RatesPlaceholder } from './RatesPlaceholder';
import { TrendMark } from './TrendMark';
import { ADD_CURRENCY_LINK_STATE } from '../purchase/purchase-link';
import './rates.css';
import { priceOrDash } from '../../components/price-or-dash';

const R = labels.exchangeRates;
const TABS = { buy: R.clickCollectTab, sell: R.clickSellTab };
/** Each row's two ways to order the currency: Click & Collect first, as the primary action. */
const PURCHASE_LINKS = [
  { way: 'Order', look: 'btn--primary', label: 'clickCollectButton' },
  { way: 'Sell', look: 'btn--outline', label: 'clickSellButton' },
] as const;

/** Exchange Rates (spec §2): search, desktop table with both prices and buttons, mobile tabs, 12 / Show All. */
export function ExchangeRatesPage() {
  usePageTitle(R.hero);
  const { currencies, changedAt, sample, loading } = useRates();
  const [query, setQuery] = useState('');
  // The page is prerendered: a search typed before it hydrated is kept.
  useKeepTyped('rate-search', query);
  const [showAll, setShowAll] = useState(false);
  const [tab, setTab] = useState<Way>('buy');
  const found = searchCurrencies(currencies, query);
  const { rows, toggle } = visibleRows(found, showAll);

  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <h1>{R.hero}</h1>
          <p className="hero__lead">
            Our online rates for 1 British pound. Order online, collect or sell in store.
          </p>
          <RatesUpdated changedAt={changedAt} sample={sample} loading={loading} />
        </div>
      </section>
      <section className="container rates" aria-labelledby="find-title">
        <div className="rates__head">
          <h2 id="find-title" className="section-title">
            {R.findYourCurrency}
          </h2>
          <FieldFrame id="rate-search" label={R.searchPlaceholder} labelHidden className="rates__search">
            <input
              id="rate-search"
              type="search"
              placeholder={R.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </FieldFrame>
        </div>
        <p className="visually-hidden" role="status">
          {loading ? 'Loading rates' : foundText(found.length)}
        </p>
        {!loading && found.length === 0 && <p className="muted">No currency matches “{query}”.</p>}

        <table className="table rates__table" data-testid="rates-desktop">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Country</th>
              {PRICE_COLUMNS.map(({ way, label }) => (
                <th scope="col" key={way}>
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Order</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loading && <RatesPlaceholder layout="table" />}
            {rows.map((c) => (
              <tr key={c.value} data-testid="rate-row">
                <th scope="row" className="rates__code">
                  <Link className="rates__currency-link" to={`/exchangeRates/${c.value}`}>
                    {c.value}
                    <span className="visually-hidden"> rate history</span>
                  </Link>
                  <TrendMark currency={c} />
                </th>
                <td>
                  <span aria-hidden="true" className="badge">
                    {countryBadge(c.value)}
                  </span>{' '}
                  {c.label} <span className="muted">({c.value})</span>
                  <span className="rates__currency-name muted">{currencyName(c.value, c.label)}</span>
                </td>
                {PRICE_COLUMNS.map(({ way }) => (
                  <td className="num" key={way}>
                    {priceOrDash(c, way)}
                  </td>
                ))}
                <td className="rates__actions">
                  {PURCHASE_LINKS.map(({ way, look, label }) => (
                    <Link
                      key={way}
                      className={`btn ${look} btn--small`}
                      to={`/purchase/${c.value}/${way}`}
                      state={ADD_CURRENCY_LINK_STATE}
                    >
                      {R[label]}
                      <span className="visually-hidden"> {c.value}</span>
                    </Link>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="rates__mobile" data-testid="rates-mobile">
          <WayTabs id="rates" label="Rate type" way={tab} onChange={setTab} names={TABS}>
            <ul className="rates__cards">
              {loading && <RatesPlaceholder layout="cards" />}
              {rows.map((c) => (
                <li key={c.value} className="rate-card">
                  <div className="rate-card__name">
                    <span aria-hidden="true" className="badge">
                      {countryBadge(c.value)}
                    </span>{' '}
                    <Link className="rates__currency-link" to={`/exchangeRates/${c.value}`}>
                      <strong>{c.value}</strong>
                      <span className="visually-hidden"> rate history</span>
                    </Link>
                    <TrendMark currency={c} />{' '}
                    <span className="muted rate-card__country" title={c.label} aria-hidden="true">
                      {mobileLabel(c.label)}
                    </span>
                    <span className="visually-hidden">{c.label}</span>
                    <span className="rates__currency-name muted">{currencyName(c.value, c.label)}</span>
                  </div>
                  <span className="rate-card__price">{priceOrDash(c, tab)}</span>
                  <Link
                    className="btn btn--primary btn--small"
                    to={`/purchase/${c.value}/${tab === 'buy' ? 'Order' : 'Sell'}`}
                    state={ADD_CURRENCY_LINK_STATE}
                  >
                    {tab === 'buy' ? 'Buy' : 'Sell'}
                    <span className="visually-hidden"> {c.value}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </WayTabs>
        </div>

        {loading && (
          <p className="rates__toggle" aria-hidden="true">
            <span className="btn btn--outline rates__ghost">&nbsp;</span>
          </p>
        )}
        {toggle && (
          <p className="rates__toggle">
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => setShowAll((s) => !s)}
              aria-expanded={showAll}
            >
              {showAll ? R.showLess : R.showAll}
            </button>
          </p>
        )}
      </section>
    </>
  );
}
