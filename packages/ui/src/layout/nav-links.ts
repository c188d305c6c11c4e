import { labels } from '@tm/core/labels';

/** The header links of spec §2, in order, plus Track order (ours, issue 18); the drawer repeats them. */
export const NAV_LINKS = [
  { to: '/', label: labels.header.travelMoney },
  { to: '/exchangeRates', label: labels.header.exchangeRates },
  { to: '/track', label: 'Track order' },
  { to: '/faq', label: labels.faq.title },
  { to: '/termsCoditition', label: labels.header.terms },
  { to: '/privacyPolicy', label: labels.header.privacy },
  { to: '/contact', label: labels.header.contact },
] as const;
