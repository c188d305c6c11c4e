import { useState } from 'react';
import type { RateHistoryDays } from '@tm/core/rate-history';
import { PeriodPicker } from '../components/PeriodPicker';
import type { Currency } from '@tm/core';
import { RateChart } from '../components/RateChart';
import { dashboardApi } from './api';
import { Spinner } from './Spinner';
import { useRemote } from './use-remote';

/**
 * The Update screen's chart: the same one customers see on the currency page, so staff see what a change of
 * rate or margins did to the customer rates. Loaded again whenever the currency's rate or margins change.
 */
export function CurrencyHistory({ currency }: { currency: Currency }) {
  const [days, setDays] = useState<RateHistoryDays>(30);
  const { value, Rate, Sell, Buy } = currency;
  const history = useRemote(
    () => dashboardApi.rateHistory(value, days),
    `${value}:${days}:${Rate}:${Sell}:${Buy}`,
  );
  return (
    <section className="dash-chart dash-history" aria-labelledby="dash-history-heading">
      <div className="dash-history__head">
        <h3 id="dash-history-heading">Rate history</h3>
        <PeriodPicker className="dash-history__periods" days={days} onPick={setDays} />
      </div>
      {history.data ? (
        <RateChart key={`${value}:${days}`} history={history.data} />
      ) : history.error ? (
        <p role="alert" className="dash-error">
          {history.error}
        </p>
      ) : (
        <Spinner label={`Loading the ${value} rate history`} />
      )}
    </section>
  );
}
