import { labels } from '@tm/core/messages';

/** The header links of spec §2, in order; the drawer repeats them. */
export const NAV_LINKS = [
  { to: '/', label: labels.header.travelMoney },
  { to: '/exchangeRates', label: labels.header.exchangeRates },
  { to: '/faq', label: labels.faq.title },
  { to: '/termsCoditition', label: labels.header.terms },
  { to: '/privacyPolicy', label: labels.header.privacy },
  { to: '/contact', label: labels.header.contact },
] as const;

/**
 * The customer's own orders, beside Sign In on a wide screen (eight links in one row would wrap the header)
 * and after the spec's links in the drawer.
 */
export const ORDER_LINKS = [
  { to: '/track', label: labels.track.nav },
  { to: '/myOrders', label: labels.track.myOrders },
] as const;
