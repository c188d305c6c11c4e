import { MAX_CART_LINES } from './constants';
import type { Way } from './ways';

/**
 * The messages and labels of every page's first screen (header, footer, drawer, the error page) and of Home's
 * (calculator, Compare table, find a store, FAQ). messages.ts and labels.ts spread them into `messages` and `labels`,
 * so each text is still written once and the rest of the app reads it from there; the code of those first
 * screens imports this file instead, which keeps the rest of the catalogue (~3.5 KB gzip: every form's errors,
 * the dashboard's, the legal pages' and the emails' labels) out of the home route's initial JavaScript
 * (docs/performance-home-js.md). A text moves here when a first screen needs it.
 */
export const firstScreenMessages = {
  somethingWentWrong: 'Something went wrong',
  /** Ours: a request that never reached the server (offline, or the server down), said as that. */
  noConnection:
    "We couldn't reach Travel Money: you may be offline. This needs a connection, so please try again when you're back online.",
  clearCart: 'Please clear your cart',
  /** Ours, beside the spec's clearCart: a full cart is a limit, and emptying it is not the only way on. */
  cartFullHint: `An order holds up to ${MAX_CART_LINES} currencies: remove one from your order, or clear the cart to start again.`,
  /** Ours (issue 31.4): at the GBP field the moment Click & Collect's rounding changes the amount. */
  collectRounding: 'Click & Collect amounts are rounded up to the next £10',
  homeDeliveryUnavailable: 'Home Delivery is not Available now',
  onlineRateOnly: 'Online rate only - rates in branch will differ',
  cartWayMismatch:
    'Your cart holds items of the other kind. An order is either Click & Collect or Click & Sell, so please place or clear your current order first.',
  /** Ours: offered wherever the customer is told to clear the cart, and with the order summary. */
  clearCartAction: 'Clear cart',
  clearCartQuestion: 'Remove every item from your cart?',
  clearCartYes: 'Yes, clear my cart',
  clearCartKeep: 'Keep my cart',
  /** Beside the calculator's and Add Currency's button until a rate can price the amount. */
  ratesLoading: "Getting today's rates…",
} as const;

/**
 * The document title of a page: "Exchange Rates | Travel Money"; Home's own name is the site's, so Home is
 * "Travel Money | Zero commission travel money, click and collect" (it read "Travel Money | Travel Money").
 */
export function documentTitle(title: string): string {
  return title === 'Travel Money'
    ? 'Travel Money | Zero commission travel money, click and collect'
    : `${title} | Travel Money`;
}

export const firstScreenLabels = {
  site: {
    description:
      'Travel money with zero commission, competitive rates and click and collect, in over 70 currencies.',
    homeDeliveryTitle: 'Home Delivery',
    comingSoon: 'Coming Soon',
  },
  header: {
    travelMoney: 'Travel Money',
    exchangeRates: 'Exchange Rates',
    // The spec's 'Terms & Condition' and 'Privacy & Policy', spelt as the footer spells them (issue 31.10).
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
    signIn: 'Sign In',
    dashboard: 'Dashboard',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    corporate: 'CORPORATE',
    support: 'SUPPORT',
    getInTouch: 'GET IN TOUCH',
    home: 'Home',
    exchangeRates: 'Exchange Rates',
    contact: 'Contact Us',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
  },
  calculator: {
    clickCollect: 'Click & Collect',
    clickSell: 'Click & Sell',
    currency: 'Currency',
    iHave: 'I have',
    iWantToBuy: 'I want to buy',
    /** Ours: the Click & Sell tab's receiving field. */
    iWillGet: 'I will get',
    todaysRate: "Today's Exchange Rate",
    onlineRateOnly: firstScreenMessages.onlineRateOnly,
    buyMoney: 'Buy Money',
    sellMoney: 'Sell Money',
  },
  exchangeRates: {
    hero: 'Exchange Rates',
    findYourCurrency: 'Find your Currency',
    searchPlaceholder: 'Enter currency name',
    showAll: 'Show All',
    showLess: 'Show Less',
    clickCollectButton: 'CLICK & COLLECT',
    clickSellButton: 'CLICK & SELL',
    clickCollectTab: 'Click & Collect',
    clickSellTab: 'Click & Sell',
    sellPrice: 'We Sell',
    buyPrice: 'We Buy',
  },
  faq: {
    title: 'FAQ',
    items: [
      {
        question: 'Which currencies do you stock?',
        answer: 'We stock more than 70 currencies (70+), so you can find the money for almost any trip.',
      },
      // The policy answers (commission and rate lock, what to bring, how long) are policy-texts.ts's
      // faqPolicyItems, rendered with the branch's hours; faqItems puts them between these two.
      {
        question: 'Can I send money abroad?',
        answer: 'International transfers are made through a money transfer provider that we work with.',
      },
    ],
  },
} as const;

/**
 * The two prices wherever rates are listed (the rates page, Home's comparison, the wall board), in one order,
 * the spec's "a sell price and a buy price": each column is the customer rate of one way. "We Sell" is what
 * Click & Collect pays (the customer buys), "We Buy" what Click & Sell gets.
 */
export const PRICE_COLUMNS: readonly { way: Way; label: string }[] = [
  { way: 'buy', label: firstScreenLabels.exchangeRates.sellPrice },
  { way: 'sell', label: firstScreenLabels.exchangeRates.buyPrice },
];
