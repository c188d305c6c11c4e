/** Business constants of product-spec §9 and docs/pricing.md. */
export const BASE_CURRENCY = 'GBP';
export const DEFAULT_CURRENCY = 'EUR';
export const MAX_CART_LINES = 4;

/** How many of a customer's orders My orders lists from their account (GET /account/orders), newest first. */
export const ACCOUNT_ORDERS_SHOWN = 20;
export const ORDER_ID_DIGITS = 8;
export const RATE_DECIMALS = 4;
export const AMOUNT_DECIMALS = 2;
/** Click & Collect GBP amounts are rounded up to a multiple of this. */
export const COLLECT_GBP_STEP = 10;
export const RATE_LIST_INITIAL_ROWS = 12;
/** The Show All / Show Less toggle appears only above this many rows (docs/pricing.md, Lists). */
export const RATE_LIST_TOGGLE_ABOVE = 20;
export const MOBILE_LABEL_MAX_CHARS = 30;
export const MIN_PASSWORD_LENGTH = 6;

/** The least time an order's rate is locked and the order held (the spec's "24-hour rate guarantee"). */
export const RATE_GUARANTEE_HOURS = 24;
/** From this order total (GBP) a proof of address dated within PROOF_OF_ADDRESS_MAX_AGE_DAYS is needed too. */
export const PROOF_OF_ADDRESS_FROM_GBP = 1000;
export const PROOF_OF_ADDRESS_MAX_AGE_DAYS = 90;

/**
 * The longest customer details an order may carry, in characters (after trimming). The server's order schema
 * and the details form share them: each input has its limit as `maxlength`, and the form checks the same rules
 * before sending. The order's Name is the first and last names joined by one space, so its limit follows.
 */
export const FIRST_NAME_MAX = 60;
export const LAST_NAME_MAX = 60;
export const CUSTOMER_LIMITS = {
  firstName: FIRST_NAME_MAX,
  lastName: LAST_NAME_MAX,
  name: FIRST_NAME_MAX + 1 + LAST_NAME_MAX,
  email: 254,
  phone: 30,
  address: 300,
} as const;

/**
 * The header a client sends to ask for the session token in the sign-in answer's body: the kiosk, whose
 * renderer is another origin and sends the token as a bearer header. Browsers never ask, so no page script
 * can read a session token (the cookie is HttpOnly).
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const SESSION_TRANSPORT_BEARER = 'bearer';

/** The most closed days (bank holidays, closures) a branch keeps on Branch settings (issue 30). */
export const MAX_CLOSED_DAYS = 60;

/**
 * The longest the branch holds an order and locks its rate (days from placing): closed days in a row can push
 * the first closing 24 hours on far away, and a rate is not guaranteed for weeks. Past it, orders wait until
 * the branch is nearer reopening (a 409 that says when it reopens).
 */
export const MAX_HOLD_DAYS = 7;
