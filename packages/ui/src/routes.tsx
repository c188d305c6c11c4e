import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { PageLoading } from './pages/PageLoading';
import { RouteError } from './pages/RouteError';

/**
 * A screen loaded the first time its route is opened: `load` is the screen module's `import()` (a literal
 * import, so the bundler gives the module a chunk of its own) and `name` the component it exports.
 */
const lazyScreen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/**
 * The route table shared by both shells. Every screen is loaded on demand, so the first paint of Home carries
 * only the layout and Home; `/dashboard/*` and `/screen` live in their own chunks and never load on customer
 * pages. `/screen` sits outside the public layout: the wall display shows neither header nor footer.
 */
export const routes: RouteObject[] = [
  {
    path: '/screen',
    lazy: lazyScreen(() => import('./screen/route'), 'Component'),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
  },
  {
    path: '/dashboard/*',
    lazy: lazyScreen(() => import('./dashboard/route'), 'Component'),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
  },
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    // Shown for the moment the first lazy screen loads (here and on /screen and /dashboard).
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: lazyScreen(() => import('./pages/home/HomePage'), 'HomePage') },
      {
        path: 'purchase/:currencyParams/:currentWay',
        lazy: lazyScreen(() => import('./pages/purchase/PurchasePage'), 'PurchasePage'),
      },
      {
        path: 'exchangeRates',
        lazy: lazyScreen(() => import('./pages/rates/ExchangeRatesPage'), 'ExchangeRatesPage'),
      },
      // A currency's page with its rate chart: its own chunk, so neither Home nor the list carries the chart.
      {
        path: 'exchangeRates/:code',
        lazy: lazyScreen(() => import('./pages/rates/CurrencyPage'), 'CurrencyPage'),
      },
      { path: 'faq', lazy: lazyScreen(() => import('./pages/home/FaqPage'), 'FaqPage') },
      { path: 'contact', lazy: lazyScreen(() => import('./pages/contact/ContactPage'), 'ContactPage') },
      { path: 'termsCoditition', lazy: lazyScreen(() => import('./pages/legal/TermsPage'), 'TermsPage') },
      { path: 'privacyPolicy', lazy: lazyScreen(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage') },
      { path: 'sendmony', lazy: lazyScreen(() => import('./pages/ComingSoonPage'), 'ComingSoonPage') },
      // Route paths match case-insensitively, so '/signIn' also answers the header's '/signin'.
      { path: 'signIn', lazy: lazyScreen(() => import('./pages/auth/SignInPage'), 'SignInPage') },
      { path: 'signUp', lazy: lazyScreen(() => import('./pages/auth/SignUpPage'), 'SignUpPage') },
      // Where the link of the sign-up email lands.
      {
        path: 'verifyEmail',
        lazy: lazyScreen(() => import('./pages/auth/VerifyEmailPage'), 'VerifyEmailPage'),
      },
      { path: 'box', lazy: lazyScreen(() => import('./pages/auth/BoxPage'), 'BoxPage') },
      // Where an order is, by its number and email (no account needed).
      { path: 'track', lazy: lazyScreen(() => import('./pages/track/TrackPage'), 'TrackPage') },
      // The links of rate-alert emails: each page has a button that POSTs (opening a link changes nothing).
      {
        path: 'rateAlerts/confirm',
        lazy: lazyScreen(() => import('./pages/rate-alerts/RateAlertConfirmPage'), 'RateAlertConfirmPage'),
      },
      {
        path: 'rateAlerts/unsubscribe',
        lazy: lazyScreen(
          () => import('./pages/rate-alerts/RateAlertUnsubscribePage'),
          'RateAlertUnsubscribePage',
        ),
      },
      // This device's orders, sent or waiting in the offline outbox (owner OFFLINE).
      { path: 'myOrders', lazy: lazyScreen(() => import('./offline-ui/MyOrdersPage'), 'MyOrdersPage') },
      // The developers' sync inspector (DEV_TOOLS on the server; else "Page not found"): its own chunk.
      { path: 'dev/sync', lazy: lazyScreen(() => import('./dev/route'), 'Component') },
      { path: '*', lazy: lazyScreen(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];
