import { offlineTexts } from './offline-texts';
import { rateAge } from './rate-age';
import { useNow } from '../hooks/use-now';
import { useOnlineState, useRatesSnapshot } from './hooks';
import './offline-ui.css';

/**
 * The pages that show rates (Home's calculator, the purchase form, the rates table and a currency's history):
 * there the banner says how old the rates on screen are. Elsewhere there are none on screen to date.
 */
export function pageShowsRates(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/purchase/') || /^\/exchangeRates(\/|$)/.test(pathname);
}

/**
 * The banner shown while the app cannot reach the server. On a page with rates it says how old they are
 * ("Offline — showing rates from 12 minutes ago"), or that there are none yet, rather than leaving an empty
 * list unexplained; on any other page, what needs a connection. Renders nothing when online.
 */
export function OfflineNotice({ showsRates = true }: { showsRates?: boolean }) {
  const { online, browserOnline } = useOnlineState();
  const rates = useRatesSnapshot();
  const now = useNow(30_000);
  if (online || rates === null) return null;
  return (
    <div className="offline-notice" role="status" aria-live="polite" data-testid="offline-notice">
      {!showsRates ? (
        <p>{browserOnline ? offlineTexts.unreachablePage : offlineTexts.offlinePage}</p>
      ) : rates.fetchedAt ? (
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
