import { Link, useParams, useSearchParams } from 'react-router';

import { labels } from '@tm/core/labels';
import { RATE_HISTORY_DAYS, type RateHistoryDays } from '@tm/core/rate-history';
import { PeriodPicker } from '../../components/PeriodPicker';

import { RateAlertForm } from '../../components/RateAlertForm';
import { RateChart } from '../../components/RateChart';
import { currencyName } from '../../components/currency-name';
import { formatWhen } from '../../components/format-when';
import { usePageTitle } from '../../hooks/use-page-title';
import { useRateHistory } from '../../hooks/use-rate-history';
import { useRates } from '../../hooks/use-rates';
import { rateAge } from '../../offline-ui/rate-age';
import { Calculator } from '../home/Calculator';
import '../home/home.css';
import './rates.css';
import { priceOrDash } from '../../components/price-or-dash';

const R = labels.exchangeRates;
const DEFAULT_DAYS: RateHistoryDays = 30;
/** Today's two prices: what the customer is sold (Click & Collect) and what the branch buys (Click & Sell). */
const TODAY = [
  { way: 'buy', term: 'sellPrice', tab: 'clickCollectTab', testId: 'today-collect' },
  { way: 'sell', term: 'buyPrice', tab: 'clickSellTab', testId: 'today-sell' },
] as const;

const daysFrom = (text: string | null): RateHistoryDays =>
  RATE_HISTORY_DAYS.find((d) => String(d) === text) ?? DEFAULT_DAYS;

/**
 * /exchangeRates/{code}: one currency's page (loaded on its own, so the chart's code never reaches Home):
 * today's two customer rates, the chart of both over 7, 30 or 90 days with the period's high and low, and the
 * calculator set to this currency. The chart of a page viewed before opens offline, with how old it is.
 */
export function CurrencyPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const [search, setSearch] = useSearchParams();
  const days = daysFrom(search.get('days'));
  const { currencies, loading } = useRates();
  const currency = currencies.find((c) => c.value === code);
  const history = useRateHistory(code, days);
  const name = currency ? currencyName(code, currency.label) : code;
  usePageTitle(`${code} exchange rate`);

  const unknown = !loading && !currency && (history.notFound || (!history.loading && !history.history));
  if (unknown) {
    return (
      <section className="container rates currency-page">
        <h1>{code} is not on offer</h1>
        <p>
          <Link to="/exchangeRates">See all exchange rates</Link>
        </p>
      </section>
    );
  }

  return (
    <>
      <section className="hero hero--compact">
        <div className="container">
          <p className="currency-page__back">
            <Link to="/exchangeRates">← All exchange rates</Link>
          </p>
          <h1>
            {code} <span className="currency-page__name">{name}</span>
          </h1>
          {currency && <p className="hero__lead">{currency.label}</p>}
          <dl className="currency-page__today" aria-label="Today's rates for 1 GBP">
            {TODAY.map(({ way, term, tab, testId }) => (
              <div key={way}>
                <dt>
                  {R[term]} ({R[tab]})
                </dt>
                <dd data-testid={testId}>{priceOrDash(currency, way)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="container rates currency-page" aria-labelledby="history-title">
        <div className="rates__head">
          <h2 id="history-title" className="section-title">
            Rate history
          </h2>
          <PeriodPicker
            className="currency-page__periods"
            days={days}
            onPick={(d) => setSearch(d === DEFAULT_DAYS ? {} : { days: String(d) }, { replace: true })}
          />
        </div>
        <HistoryAge fetchedAt={history.fetchedAt} stale={history.stale} />
        <div className="card currency-page__chart">
          {history.history ? (
            <RateChart key={`${code}:${days}`} history={history.history} />
          ) : history.loading ? (
            <p className="muted" role="status">
              Loading the rate history…
            </p>
          ) : (
            <p role="alert">The rate history cannot be loaded now. It shows here once you are back online.</p>
          )}
        </div>
      </section>
      <section className="container currency-page__calculator" aria-label={`${code} calculator`}>
        <Calculator key={code} currencies={currencies} loading={loading} initialCode={code} />
      </section>
      <div className="container currency-page__alert">
        <RateAlertForm key={code} code={code} currency={currency} />
      </div>
    </>
  );
}

/** How old the chart is: when it was fetched, and, when it could not be refreshed, that it is a saved copy. */
function HistoryAge({ fetchedAt, stale }: { fetchedAt: string | null; stale: boolean }) {
  if (!fetchedAt) return null;
  const when = new Date(fetchedAt);
  return (
    <p className="rates-updated" data-testid="history-age">
      {stale ? `Saved chart from ${rateAge(fetchedAt, new Date())}, shown offline: ` : 'Chart updated '}
      <time dateTime={when.toISOString()}>{formatWhen(when)}</time>
    </p>
  );
}
