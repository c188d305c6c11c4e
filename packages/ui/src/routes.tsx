import type { RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { PageLoading } from './pages/PageLoading';
import { RouteError } from './pages/RouteError';

/**
 * The route table shared by both shells. Every screen is loaded on demand, so the first paint of Home carries
 * only the layout and Home; `/dashboard/*` and `/screen` live in their own chunks and never load on customer
 * pages. `/screen` sits outside the public layout: the wall display shows neither header nor footer.
 */
export const routes: RouteObject[] = [
  {
    path: '/screen',
    lazy: async () => ({ Component: (await import('./screen/route')).Component }),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
  },
  {
    path: '/dashboard/*',
    lazy: async () => ({ Component: (await import('./dashboard/route')).Component }),
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
      { index: true, lazy: async () => ({ Component: (await import('./pages/home/HomePage')).HomePage }) },
      {
        path: 'purchase/:currencyParams/:currentWay',
        lazy: async () => ({ Component: (await import('./pages/purchase/PurchasePage')).PurchasePage }),
      },
      {
        path: 'exchangeRates',
        lazy: async () => ({
          Component: (await import('./pages/rates/ExchangeRatesPage')).ExchangeRatesPage,
        }),
      },
      // A currency's page with its rate chart: its own chunk, so neither Home nor the list carries the chart.
      {
        path: 'exchangeRates/:code',
        lazy: async () => ({ Component: (await import('./pages/rates/CurrencyPage')).CurrencyPage }),
      },
      { path: 'faq', lazy: async () => ({ Component: (await import('./pages/home/FaqPage')).FaqPage }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('./pages/contact/ContactPage')).ContactPage }),
      },
      {
        path: 'termsCoditition',
        lazy: async () => ({ Component: (await import('./pages/legal/TermsPage')).TermsPage }),
      },
      {
        path: 'privacyPolicy',
        lazy: async () => ({ Component: (await import('./pages/legal/PrivacyPage')).PrivacyPage }),
      },
      {
        path: 'sendmony',
        lazy: async () => ({ Component: (await import('./pages/ComingSoonPage')).ComingSoonPage }),
      },
      // Route paths match case-insensitively, so '/signIn' also answers the header's '/signin'.
      {
        path: 'signIn',
        lazy: async () => ({ Component: (await import('./pages/auth/SignInPage')).SignInPage }),
      },
      {
        path: 'signUp',
        lazy: async () => ({ Component: (await import('./pages/auth/SignUpPage')).SignUpPage }),
      },
      // Where the link of the sign-up email lands.
      {
        path: 'verifyEmail',
        lazy: async () => ({ Component: (await import('./pages/auth/VerifyEmailPage')).VerifyEmailPage }),
      },
      { path: 'box', lazy: async () => ({ Component: (await import('./pages/auth/BoxPage')).BoxPage }) },
      // Where an order is, by its number and email (no account needed).
      {
        path: 'track',
        lazy: async () => ({ Component: (await import('./pages/track/TrackPage')).TrackPage }),
      },
      // The links of rate-alert emails: each page has a button that POSTs (opening a link changes nothing).
      {
        path: 'rateAlerts/confirm',
        lazy: async () => ({
          Component: (await import('./pages/rate-alerts/RateAlertConfirmPage')).RateAlertConfirmPage,
        }),
      },
      {
        path: 'rateAlerts/unsubscribe',
        lazy: async () => ({
          Component: (await import('./pages/rate-alerts/RateAlertUnsubscribePage')).RateAlertUnsubscribePage,
        }),
      },
      // This device's orders, sent or waiting in the offline outbox (owner OFFLINE).
      {
        path: 'myOrders',
        lazy: async () => ({ Component: (await import('./offline-ui/MyOrdersPage')).MyOrdersPage }),
      },
      // The developers' sync inspector (DEV_TOOLS on the server; else "Page not found"): its own chunk.
      { path: 'dev/sync', lazy: async () => ({ Component: (await import('./dev/route')).Component }) },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
