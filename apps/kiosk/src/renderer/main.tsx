import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOfflineStore } from '@tm/offline';
import { AppRoot, whenScreensLoaded } from '@tm/ui';
import { openHashRoute, pathOfHash } from './hash-route';
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

  // The board's options (interval, featured...) as main opened it, kept for the return after inactivity.
  const boardHash = window.location.hash.startsWith('#/screen') ? window.location.hash : '#/screen';
  const platform = kioskPlatform(bridge, tokens, () =>
    openHashRoute(window.location, '/box?from=/dashboard'),
  );
  bridge.onLeaveWallDisplay(() => platform.leaveWallDisplay());

  const store = createOfflineStore({ apiBase: bridge.apiBase, fetch: fetchWithTokens, legacyStorage: null });
  store.sync.start();

  watchInactivity(
    window,
    bridge.inactivityMinutes * 60_000,
    () => {
      if (!isAwayFromBoard(pathOfHash(window.location.hash))) return;
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

  // Once the screen of the address has its code: a first render of the loading placeholder would hold the
  // screen back ~300 ms (React's pace for revealing what a placeholder stood for).
  // A screen whose code cannot load fails again as it renders, where its route's boundary says so.
  const loaded = whenScreensLoaded(pathOfHash(window.location.hash)).catch(() => undefined);
  void loaded.then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppRoot platform={platform} store={store} router="hash" />
      </StrictMode>,
    ),
  );
}
