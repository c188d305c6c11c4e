import { useEffect, useState } from 'react';
import { BRANCH } from '@tm/core';
import { BRANCH_CONTACT } from '../../layout/branch-contact';

/** The Dagenham branch on OpenStreetMap's embeddable map. */
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=0.1318%2C51.5342%2C0.1718%2C51.5542&layer=mapnik&marker=51.5442%2C0.1518';

const PROBE_TIMEOUT_MS = 5000;

/**
 * An iframe's load event fires even for an error page, so reachability is probed first with a no-cors fetch
 * (it rejects only when the map host cannot be reached). Offline or unreachable: the address instead.
 */
export function BranchMap() {
  const [state, setState] = useState<'probing' | 'map' | 'fallback'>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'fallback' : 'probing',
  );
  const probing = state === 'probing';

  useEffect(() => {
    if (!probing) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), PROBE_TIMEOUT_MS);
    fetch(MAP_EMBED_URL, { mode: 'no-cors', signal: ctrl.signal, cache: 'no-store' })
      .then(() => setState('map'))
      .catch(() => setState((s) => (s === 'probing' ? 'fallback' : s)))
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [probing]);

  if (state === 'map') {
    return (
      <iframe
        className="map"
        title={`Map of our ${BRANCH.name} branch`}
        src={MAP_EMBED_URL}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className="map map--fallback" data-testid="map-fallback" aria-busy={state === 'probing'}>
      {state === 'probing' ? (
        <p>Loading map…</p>
      ) : (
        <>
          <p>
            <strong>The map cannot be shown right now.</strong> Find us at:
          </p>
          <address>
            {BRANCH.addressLines.join(', ')}
            <br />
            {BRANCH_CONTACT.phone}
          </address>
        </>
      )}
    </div>
  );
}
