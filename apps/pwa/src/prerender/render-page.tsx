import { renderToString } from 'react-dom/server';
import { labels } from '@tm/core/labels';
import type { OnlineState } from '@tm/offline';
import type { AppStore } from '@tm/ui';
import { staticRouterFor } from '@tm/ui/prerender';
import { PwaApp } from '../PwaApp';
import type { PrerenderedPage } from './pages';

// For apps/pwa/prerender.ts, which loads this module through Vite and cannot import the package itself.
export { pageFile, SHELL_FILE } from '@tm/core/prerendered-pages';
export { documentTitle } from '@tm/core/messages-first-screen';

/**
 * The build's prerender entry, loaded by apps/pwa/prerender.ts in Node. Each page renders in the state the
 * browser's first render has too: rates, cart and session still loading, online, no update waiting. Live data
 * (rates above all) is never baked into the HTML; it fills in once the page has hydrated.
 */
export const PAGES: PrerenderedPage[] = [
  { path: '/', title: labels.header.travelMoney, module: 'pages/home/HomePage' },
  { path: '/exchangeRates', title: labels.exchangeRates.hero, module: 'pages/rates/ExchangeRatesPage' },
  {
    path: '/purchase/_/Order',
    title: labels.purchase.orderTitle,
    module: 'pages/purchase/PurchasePage',
    samples: ['/purchase/EUR/Order', '/purchase/JPY/Order'],
  },
  {
    path: '/purchase/_/Sell',
    title: labels.purchase.sellTitle,
    module: 'pages/purchase/PurchasePage',
    samples: ['/purchase/EUR/Sell', '/purchase/JPY/Sell'],
  },
];

const ONLINE: OnlineState = { online: true, browserOnline: true, serverReachable: true };
const never = () => new Promise<never>(() => undefined);
const noop = () => () => undefined;

/** Rendering only reads the online state; every other call happens in effects, which never run here. */
const buildTimeStore: AppStore = {
  rates: { read: never, refresh: never, subscribe: noop },
  rateHistory: { read: never, refresh: never },
  cart: { list: never, add: never, remove: never, clear: never, subscribe: noop },
  outbox: { submit: never, reopen: never, list: never, subscribe: noop },
  online: { get: () => ONLINE, subscribe: noop },
};

/** The HTML of #root for `path`, as the browser's first render of that URL produces it. */
export async function renderPage(path: string): Promise<string> {
  const router = await staticRouterFor(path);
  return renderToString(<PwaApp store={buildTimeStore} updates={null} router={router} />);
}
