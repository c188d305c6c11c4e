import { useEffect, useState } from 'react';
import { addressText } from '@tm/core/branches';
import type { Branch } from '@tm/core/schemas';

/** The Dagenham branch on OpenStreetMap's embeddable map (a map position is not yet part of a branch's row). */
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=0.1318%2C51.5342%2C0.1718%2C51.5542&layer=mapnik&marker=51.5442%2C0.1518';

const PROBE_TIMEOUT_MS = 5000;
/** A tiny tile from the same map service: images may load cross-origin under the app's CSP, fetches may not. */
const PROBE_IMAGE_URL = 'https://tile.openstreetmap.org/0/0/0.png';

/**
 * An iframe's load event fires even for an error page, so reachability is probed first by loading one map
 * tile as an image (onerror when the map service cannot be reached). Offline or unreachable: the address.
 */
export function BranchMap({ branch }: { branch: Branch }) {
  const [state, setState] = useState<'probing' | 'map' | 'fallback'>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'fallback' : 'probing',
  );
  const probing = state === 'probing';

  useEffect(() => {
    if (!probing) return;
    const probe = new Image();
    const timer = setTimeout(() => setState('fallback'), PROBE_TIMEOUT_MS);
    probe.onload = () => {
      clearTimeout(timer);
      setState('map');
    };
    probe.onerror = () => {
      clearTimeout(timer);
      setState('fallback');
    };
    probe.referrerPolicy = 'no-referrer';
    probe.src = PROBE_IMAGE_URL;
    return () => {
      clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [probing]);

  if (state === 'map') {
    return (
      <iframe
        className="map"
        title={`Map of our ${branch.name} branch`}
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
            {addressText(branch)}
            <br />
            {branch.phone}
          </address>
        </>
      )}
    </div>
  );
}
