import { useState } from 'react';
import type { OnlineState, SyncInspector } from '@tm/offline';
import { useBusy } from '../components/use-confirm-state';

/** What the app believes about the network, and the two actions on it: retry now, simulate offline. */
export function ConnectionSection({ port, online }: { port: SyncInspector; online: OnlineState }) {
  const [busy, whileBusy] = useBusy();
  const [said, setSaid] = useState('');
  const [simulated, setSimulated] = useState(port.isSimulatedOffline);
  const belief = online.online
    ? 'Online'
    : simulated
      ? 'Offline (simulated in this tab)'
      : !online.browserOnline
        ? 'Offline (the browser has no network)'
        : 'Offline (the server cannot be reached)';

  return (
    <section aria-labelledby="connection-title" className="sync-inspector__section">
      <h2 id="connection-title">Connection</h2>
      <dl className="sync-inspector__facts">
        <dt>The app believes</dt>
        <dd>
          <span className={`pill ${online.online ? 'pill--ok' : 'pill--warn'}`} data-testid="sync-online">
            {belief}
          </span>
        </dd>
        <dt>Browser network</dt>
        <dd>{online.browserOnline ? 'Yes' : 'No'}</dd>
        <dt>Server reached by the last request</dt>
        <dd>{online.serverReachable ? 'Yes' : 'No'}</dd>
      </dl>
      <div className="sync-inspector__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() =>
            void whileBusy(async () => {
              setSaid('');
              await port.retryNow();
              setSaid('Tried every waiting order (a server-given Retry-After still holds).');
            })
          }
        >
          Retry now
        </button>
        <button
          type="button"
          className="btn btn--outline"
          aria-pressed={simulated}
          onClick={() => {
            port.simulateOffline(!simulated);
            setSimulated(!simulated);
            setSaid(
              simulated ? 'This tab reaches the server again.' : 'This tab is cut off from the server.',
            );
          }}
        >
          Simulate offline in this tab
        </button>
      </div>
      <p role="status" className="sync-inspector__said">
        {said}
      </p>
    </section>
  );
}
