import { useEffect, useState } from 'react';
import type { ServiceWorkerInfo, SyncInspector } from '@tm/offline';
import { usePlatform } from '../platform';

/** The service worker's state and version next to this page's, so a waiting update is plain to see. */
export function ServiceWorkerSection({ port }: { port: SyncInspector }) {
  const [sw, setSw] = useState<ServiceWorkerInfo | null>(null);
  useEffect(() => port.watchServiceWorker(setSw), [port]);
  const { version } = usePlatform();
  return (
    <section aria-labelledby="sw-title" className="sync-inspector__section">
      <h2 id="sw-title">Service worker</h2>
      {sw === null ? (
        <p role="status">Asking the service worker…</p>
      ) : !sw.supported ? (
        <p>None: this browser has no service workers.</p>
      ) : (
        <dl className="sync-inspector__facts" data-testid="sw-facts">
          <dt>Controls this page</dt>
          <dd>{sw.controller ? `Yes (${sw.controller})` : 'No (none registered, or not yet active)'}</dd>
          <dt>Version of the worker</dt>
          <dd>{sw.version ?? 'Unknown'}</dd>
          <dt>Version of this page</dt>
          <dd>{version}</dd>
          <dt>Active / waiting / installing</dt>
          <dd>
            {sw.active ?? 'none'} / {sw.waiting ?? 'none'} / {sw.installing ?? 'none'}
          </dd>
          <dt>Script</dt>
          <dd className="mono sync-inspector__key">{sw.scriptUrl ?? 'none'}</dd>
        </dl>
      )}
    </section>
  );
}
