import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { lazyScreen } from './lazy-screen';
import { RouteBoundary } from './route-boundary';

/** What a route of an on-demand screen keeps in its `handle`: how to load its code ahead (screens-loaded.ts). */
export interface ScreenHandle {
  preload: () => Promise<void>;
}

/** A route's screen, loaded the first time the route is shown, or ahead of that through `handle.preload`. */
function onDemand<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): { Component: ComponentType; handle: ScreenHandle } {
  const { Component, preload } = lazyScreen(load, name);
  return { Component, handle: { preload } };
}

/** A top-level screen (outside the site's layout) with its own error boundary. */
function onDemandAlone<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): Pick<RouteObject, 'element' | 'handle'> {
  const { Component: Screen, handle } = onDemand(load, name);
  return {
    element: (
      <RouteBoundary>
        <Screen />
      </RouteBoundary>
    ),
    handle,
  };
}

/** Other sites' words for the sign-in and sign-up pages → this site's paths (matched case-insensitively). */
const ADDRESS_ALIASES: Record<string, string> = {
  login: '/signIn',
  'sign-in': '/signIn',
  register: '/signUp',
  'sign-up': '/signUp',
};

/**
 * The route table shared by both shells (for `useRoutes`: the router is declarative, which keeps the data
 * router's ~17 KB gzip out of every page's first load). Every screen is loaded on demand, so the first paint
 * of Home carries only the layout and Home; `/dashboard/*` and `/screen` live in their own chunks and never
 * load on customer pages. `/screen` sits outside the public layout: the wall display shows neither header
 * nor footer.
 */
export const routes: RouteObject[] = [
  {
    path: '/screen',
    ...onDemandAlone(() => import('./screen/route'), 'Component'),
  },
  {
    path: '/dashboard/*',
    ...onDemandAlone(() => import('./dashboard/route'), 'Component'),
  },
  {
    path: '/',
    // A screen that throws shows the failure page in place of the whole layout, as a router's error page did.
    element: (
      <RouteBoundary>
        <Layout />
      </RouteBoundary>
    ),
    children: [
      { index: true, ...onDemand(() => import('./pages/home/HomePage'), 'HomePage') },
      {
        path: 'purchase/:currencyParams/:currentWay',
        ...onDemand(() => import('./pages/purchase/PurchasePage'), 'PurchasePage'),
      },
      {
        path: 'exchangeRates',
        ...onDemand(() => import('./pages/rates/ExchangeRatesPage'), 'ExchangeRatesPage'),
      },
      // A currency's page with its rate chart: its own chunk, so neither Home nor the list carries the chart.
      {
        path: 'exchangeRates/:code',
        ...onDemand(() => import('./pages/rates/CurrencyPage'), 'CurrencyPage'),
      },
      { path: 'faq', ...onDemand(() => import('./pages/home/FaqPage'), 'FaqPage') },
      { path: 'contact', ...onDemand(() => import('./pages/contact/ContactPage'), 'ContactPage') },
      { path: 'termsCoditition', ...onDemand(() => import('./pages/legal/TermsPage'), 'TermsPage') },
      { path: 'privacyPolicy', ...onDemand(() => import('./pages/legal/PrivacyPage'), 'PrivacyPage') },
      { path: 'sendmony', ...onDemand(() => import('./pages/ComingSoonPage'), 'ComingSoonPage') },
      // Route paths match case-insensitively, so '/signIn' also answers the header's '/signin'.
      { path: 'signIn', ...onDemand(() => import('./pages/auth/SignInPage'), 'SignInPage') },
      { path: 'signUp', ...onDemand(() => import('./pages/auth/SignUpPage'), 'SignUpPage') },
      // The addresses people type from other sites' habits land on the same pages rather than "Page not found".
      ...Object.entries(ADDRESS_ALIASES).map(([path, to]) => ({
        path,
        element: <Navigate to={to} replace />,
      })),
      // A forgotten password: asks for the new one, then the emailed link (on /verifyEmail) sets it.
      {
        path: 'resetPassword',
        ...onDemand(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      // Where the link of the sign-up email lands.
      {
        path: 'verifyEmail',
        ...onDemand(() => import('./pages/auth/VerifyEmailPage'), 'VerifyEmailPage'),
      },
      { path: 'box', ...onDemand(() => import('./pages/auth/BoxPage'), 'BoxPage') },
      // Where an order is, by its number and email (no account needed).
      { path: 'track', ...onDemand(() => import('./pages/track/TrackPage'), 'TrackPage') },
      // The links of rate-alert emails: each page has a button that POSTs (opening a link changes nothing).
      {
        path: 'rateAlerts/confirm',
        ...onDemand(() => import('./pages/rate-alerts/RateAlertConfirmPage'), 'RateAlertConfirmPage'),
      },
      {
        path: 'rateAlerts/unsubscribe',
        ...onDemand(() => import('./pages/rate-alerts/RateAlertUnsubscribePage'), 'RateAlertUnsubscribePage'),
      },
      // This device's orders, sent or waiting in the offline outbox (owner OFFLINE).
      { path: 'myOrders', ...onDemand(() => import('./offline-ui/MyOrdersPage'), 'MyOrdersPage') },
      // The developers' sync inspector (DEV_TOOLS on the server; else "Page not found"): its own chunk.
      { path: 'dev/sync', ...onDemand(() => import('./dev/route'), 'Component') },
      { path: '*', ...onDemand(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];
