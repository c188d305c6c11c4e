import { offlineTexts } from './offline-texts';
import { rateAge } from './rate-age';
import { useNow } from '../hooks/use-now';
import { useOnlineState, useRatesSnapshot } from './hooks';
import './offline-ui.css';

/**
 * The banner shown while the app cannot reach the server: it says so, and how old the rates on screen are
 * ("Offline — showing rates from 12 minutes ago"), or that there are none yet, rather than leaving an empty
 * list unexplained. Renders nothing when online.
 */
export function OfflineNotice() {
  const { online, browserOnline } = useOnlineState();
  const rates = useRatesSnapshot();
  const now = useNow(30_000);
  if (online || rates === null) return null;
  return (
    <div className="offline-notice" role="status" aria-live="polite" data-testid="offline-notice">
      {rates.fetchedAt ? (
        <p>
          {browserOnline ? offlineTexts.unreachableWithRates : offlineTexts.offlineWithRates}
          <time dateTime={rates.fetchedAt} title={new Date(rates.fetchedAt).toLocaleString('en-GB')}>
            {rateAge(rates.fetchedAt, now)}
          </time>
        </p>
      ) : (
        <p>{browserOnline ? offlineTexts.unreachableNoRates : offlineTexts.offlineNoRates}</p>
      )}
    </div>
  );
}
