import { useState } from 'react';
import { formatWhen } from '../components/format-when';
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
 * list unexplained; on any other page, what needs a connection. Nothing shows when online.
 *
 * The live region is always in the page and the banner comes and goes inside it: a region added with its text
 * already in it is often not read (an accessibility audit), and going back online is said too. A live region
 * without the status role: a page's own status message stays the one `status` on it.
 */
export function OfflineNotice({ showsRates = true }: { showsRates?: boolean }) {
  const { online, browserOnline } = useOnlineState();
  const rates = useRatesSnapshot();
  const now = useNow(30_000);
  const offline = !online && rates !== null;
  // Remembered as the page renders (React's "state from a change" pattern), not in an effect a render later.
  const [wasOffline, setWasOffline] = useState(false);
  if (offline && !wasOffline) setWasOffline(true);
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="offline-status">
      {offline ? (
        <OfflineBanner showsRates={showsRates} browserOnline={browserOnline} rates={rates} now={now} />
      ) : wasOffline ? (
        <p className="visually-hidden">{offlineTexts.backOnline}</p>
      ) : null}
    </div>
  );
}

function OfflineBanner({
  showsRates,
  browserOnline,
  rates,
  now,
}: {
  showsRates: boolean;
  browserOnline: boolean;
  rates: NonNullable<ReturnType<typeof useRatesSnapshot>>;
  now: Date;
}) {
  return (
    <div className="offline-notice" data-testid="offline-notice">
      {!showsRates ? (
        <p>{browserOnline ? offlineTexts.unreachablePage : offlineTexts.offlinePage}</p>
      ) : rates.fetchedAt ? (
        <p>
          {browserOnline ? offlineTexts.unreachableWithRates : offlineTexts.offlineWithRates}
          <time dateTime={rates.fetchedAt} title={formatWhen(new Date(rates.fetchedAt))}>
            {rateAge(rates.fetchedAt, now)}
          </time>
        </p>
      ) : (
        <p>{browserOnline ? offlineTexts.unreachableNoRates : offlineTexts.offlineNoRates}</p>
      )}
    </div>
  );
}
