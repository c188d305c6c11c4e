/**
 * Everything Home prices with: decimal.js (13 KB gzip), the money rules and the currency names (~2 KB), for
 * the calculator and the "Compare our rates" table. Loaded by use-home-pricing.ts beside the first render rather than before it, so
 * Home's first screen does not wait for it (docs/performance-home-js.md): nothing can be priced before the
 * rates arrive, and they come later (from the device's store or the network).
 */
export { amountFormView, cartLineFor, sellSettlement } from './calculator-state';
export { amountDecimals, formatMoney } from '@tm/core/money';
export { notesText, splitIntoNotes } from '@tm/core/notes';
export { priceOrDash } from '../../components/price-or-dash';
export { currencyName } from '../../components/currency-name';
