/**
 * History state of a link that opens the purchase page to add its currency (the rates page's CLICK & COLLECT,
 * CLICK & SELL, Buy and Sell): the Add Currency form opens at once, on the currency of the address, instead of
 * showing an empty cart behind a collapsed form. Other ways in (the menu, a reload) keep it collapsed.
 */
export interface AddCurrencyLinkState {
  addCurrency?: boolean;
}

export const ADD_CURRENCY_LINK_STATE: AddCurrencyLinkState = { addCurrency: true };

/** True when the page was opened by such a link. */
export const asksToAddCurrency = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as AddCurrencyLinkState).addCurrency === true;

/**
 * History state of a move onto the purchase page from another page's step (Home's Buy Money / Sell Money): the
 * page's first step then focuses its heading, as a step change within the page does (issue 31.6: focus was
 * left on the body after Buy Money).
 */
export const ARRIVED_STATE = { arrived: true } as const;

export const arrivedFromStep = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { arrived?: unknown }).arrived === true;
