import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOfflineStore } from '@tm/offline';
import { AppRoot, createAppRouter } from '@tm/ui';
import { isAwayFromBoard, watchInactivity } from './inactivity';
import { kioskPlatform, readBridge } from './kiosk-platform';
import { capturingFetch, storageTokenStore } from './token-store';

/**
 * The kiosk renderer: the shared app, loaded from disk (app://kiosk) with a hash router, talking to the API
 * named in the kiosk's configuration with the staff token as a bearer header.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const bridge = readBridge((window as unknown as { kiosk?: unknown }).kiosk);
if (!bridge) {
  root.textContent = 'This page runs inside the Travel Money kiosk app.';
} else {
  const tokens = storageTokenStore(window.sessionStorage);
  const fetchWithTokens = capturingFetch(window.fetch.bind(window), bridge.apiBase, tokens);
  window.fetch = fetchWithTokens;

  const router = createAppRouter('hash');
  // The board's options (interval, featured...) as main opened it, kept for the return after inactivity.
  const boardHash = window.location.hash.startsWith('#/screen') ? window.location.hash : '#/screen';
  const platform = kioskPlatform(bridge, tokens, () => void router.navigate('/box?from=/dashboard'));
  bridge.onLeaveWallDisplay(() => platform.leaveWallDisplay());

  const store = createOfflineStore({ apiBase: bridge.apiBase, fetch: fetchWithTokens, legacyStorage: null });
  store.sync.start();

  watchInactivity(
    window,
    bridge.inactivityMinutes * 60_000,
    () => {
      if (!isAwayFromBoard(router.state.location.pathname)) return;
      // Back to the board, signed out: the next person at the kiosk finds no staff session.
      const token = tokens.get();
      tokens.clear();
      if (token) {
        void fetch(`${bridge.apiBase}/auth/signout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => {});
      }
      // A fresh page, not a route change: no staff state survives in memory either.
      window.location.hash = boardHash;
      window.location.reload();
    },
    {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
    },
  );

  createRoot(root).render(
    <StrictMode>
      <AppRoot platform={platform} store={store} router={router} />
    </StrictMode>,
  );
}
