/**
 * The message catalogue: every user-facing message of spec §8, its API messages verbatim and its page copy
 * spelt right (the dialog's 'Yes, Aceept!' reads 'Yes, Accept!': docs/customer-policy.md, spelling),
 * plus the few messages the spec leaves unwritten, marked "ours": the API's error messages and the toasts and
 * inline errors that say the same things. UI, offline and server take their text from here so one wording
 * reaches every screen, toast and API error. Screen and email labels (headings, buttons, field names) are in
 * labels.ts (`@tm/core/labels`); `@tm/core` exports both.
 */
import { firstScreenMessages } from './messages-first-screen';

export const messages = {
  ...firstScreenMessages,
  // Spec §5 / §8: validation and failures.
  enterEmail: 'Enter an email',
  enterPassword: 'Enter a password',
  passwordMismatch: "The password doesn't match",
  correctAmount: 'Please give correct amount',
  selectCheckingPoint: 'Select the checking point',
  /** Ours: the same on a Click & Sell order, whose select reads "Where to sell" (core pointMissing). */
  selectSellPoint: 'Select where to sell',
  addCurrencyItem: 'Please add currency item',
  /** The spec's words; the form says `agreeToTerms` instead (issue 31.10: "rules" named nothing on the page). */
  selectRules: 'Please select the rules',
  /** Ours (issue 31.10): the unticked terms box, in the words of the box itself. */
  agreeToTerms: 'Please tick to agree to the Terms & Conditions',
  wrongCurrency: 'Wrong currency tried',

  /** Ours (issue 18): an order outside ORDER_MIN_GBP / ORDER_MAX_GBP, with the limit formatted. */
  orderAboveLimit: (max: string) => `Orders can be up to ${max}`,
  orderBelowLimit: (min: string) => `Orders must be at least ${min}`,
  /** Ours (issue 16.5): "12.345" typed; the spec's 'Please give correct amount' does not say what is wrong. */
  amountPennies: 'Please give the amount in pounds and pence: at most 2 decimal places',
  /** Ours (issue 31.10): a second line of a currency already in the cart. */
  currencyInCart: (code: string) =>
    `${code} is already in your order: remove that line first to change its amount`,
  /** Ours: an order sent with two lines of one currency (the cart never makes one; the API refuses it). */
  currencyTwice: (code: string) => `${code} is on two lines: give each currency once, on one line`,
  /** Ours (issue 31.10): a line that would take the cart over ORDER_MAX_GBP, refused before it is added. */
  cartOverLimit: (total: string, max: string) =>
    `Orders can be up to ${max}: with this line yours would be ${total}`,
  /** Ours (issue 16.5): under the calculator field left empty because the amount typed in the other is refused. */
  amountToSeeOther: (typed: string, other: string) =>
    `Enter a valid amount in ${typed} to see the ${other} amount`,
  /**
   * Ours: at the GBP field of Click & Sell when the pounds typed are not what whole notes pay ("£250" wanted
   * is €294.18, of which the branch buys €290.00 in notes, for £246.45).
   */
  sellWholeNotes: (notes: string, gbp: string) =>
    `We buy whole notes only: ${notes} in notes pays you ${gbp}`,
  /** Ours (issue 18): tracking, one answer for a wrong number, a wrong email and a deleted order. */
  trackNotFound: 'We could not find an order with that number and email. Check both and try again.',
  /** Ours (issue 17.5): a signed-in customer opening the dashboard. */
  noStaffAccess: 'This account has no staff access',
  /** Ours (issue 17, Users): what Make Admin / Remove Admin say. */
  madeAdmin: (email: string) => `${email} is now an Admin`,
  removedAdmin: (email: string) => `${email} is no longer an Admin`,
  cannotRemoveOwnAdmin: 'You cannot remove Admin from your own account; ask another Admin',
  lastAdminStays: 'This is the last Admin: make another account Admin first',
  /** Ours (issue 29): a staff member whose role lacks the capability; `whom` is permissions.ts `whomToAsk`. */
  roleCannot: (role: string, whom: string) => `Your role (${role}) cannot do this: ask ${whom}`,
  /** Ours (issue 29): nobody sets their own role, so nobody locks themselves out by mistake. */
  cannotChangeOwnRole: 'You cannot change your own role; ask another Admin',

  // Spec §8: success messages.
  userLoggedIn: 'User logged in',
  loggedOut: 'Log out successfully',
  addedCurrency: (code: string) => `Added ${code} currency`,
  updatedCurrency: (code: string) => `Updated ${code} currency`,
  orderCompleted: 'Completed! This order has been completed.',
  orderAccepted: 'Accepted! This order has been accepted.',
  /** After deleting an order from the Pending or Accepted lists. */
  orderDeleted: 'Deleted! Your file has been deleted.',
  /** After deleting an order from the All Orders table. */
  orderDeletedShort: 'Deleted!',
  currencyDeleted: (code: string) => ({ title: `Deleted ${code}!`, text: 'Your Currency has been deleted.' }),

  /** Spec §8: the confirmation dialogs (orders and currencies share the title, text and delete button). */
  confirm: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    complete: 'Yes, Complete it!',
    accept: 'Yes, Accept!',
    delete: 'Yes, delete it!',
    /** Ours: the spec shows no cancel label, but every dialog needs a way out. */
    cancel: 'Cancel',
  },

  /** Ours: the purchase page of one way opened with a cart of the other (e.g. CLICK & SELL with Collect lines). */
  pageWayMismatch: (cartTitle: string, pageTitle: string) =>
    `Your cart holds ${cartTitle} items, and this page is for ${pageTitle}. An order is either Click & Collect or Click & Sell, so choose which to go on with; your cart stays as it is until you do.`,
  startNewCart: (pageTitle: string) => `Start a new ${pageTitle} cart`,
  keepCart: (cartTitle: string) => `Go back to my ${cartTitle} cart`,
  orderWayMismatch: 'Every item of an order must be the same way: all Click & Collect or all Click & Sell.',
  lineSidesMismatch:
    'Each Click & Collect item gives GBP for a foreign currency, and each Click & Sell item gives a foreign currency for GBP.',
  unknownCurrency: (code: string) => `Sorry, we do not offer ${code} at the moment.`,
  /** Ours (issue 18): a collection point that is not one of the branches. */
  unknownBranch: (point: string) => `${point} is not one of our branches. Select the checking point.`,
  holdTooLong: (heldUntil: string, days: number) =>
    `Our branch is closed for a while: an order placed now could only be held until ${heldUntil}, and we hold orders and their rates for at most ${days} days. Please order again nearer that day. Nothing was placed.`,
  /** A cashier's amend at today's rate would start a hold that long (the same rule as holdTooLong). */
  amendHoldTooLong: (heldUntil: string, days: number) =>
    `The branch is closed for a while: repriced at today's rate, this order could only be held until ${heldUntil}, and orders and their rates are held for at most ${days} days. Change it nearer that day, or cancel it. Nothing was changed.`,
  /** Ours: a currency's Sell or Buy margin outside what the branch can price (core marginProblem). */
  marginRange: (name: string) =>
    `${name} must be a percentage above -100 and below 1000, with at most 4 decimals`,
  /** A manager signing off a till that is out gives the reason (core signOffNoteProblem). */
  tillOutNeedsNote: (differences: readonly string[], min: number) =>
    `The till is out (${differences.join(', ')}): say why in the note, in at least ${min} characters, before signing off. Nothing was changed.`,
  ratesUnavailable: "Today's rates are not available right now. Please try again shortly.",
  enterValidEmail: 'Enter a valid email',
  mustBeNumber: 'Must be a number',
  currencyCodeFormat: 'Currency code must be three letters',
  countryNameRequired: 'Country name is required',
  countryNameTooLong: (max: number) => `Country name can be up to ${max} characters`,
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  /** Ours: a detail sent as a number or an object instead of text (`"Name": 123`). */
  mustBeText: (what: string) => `${what} must be text`,
  /** Ours: a detail longer than the order keeps, e.g. "Address can be at most 300 characters". */
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters`,
  /** A name of digits or symbols only can match no photo ID, so its order could never be collected. */
  nameNeedsLetters: (what: string) => `${what} must have letters, as on your photo ID`,
  nameHiddenCharacters: (what: string) =>
    `${what} has a hidden character that changes how it reads: please type it again`,
  phoneRequired: 'Phone number is required',
  /** Ours: says the rule (core PHONE_DIGITS), so a refused number shows what to type instead. */
  enterValidPhone: 'Enter a phone number we can call: 9 to 15 digits, spaces and brackets allowed',
  /** Ours: a UK number written with its leading 0 and a digit too many or too few ("07911 1234567"). */
  ukPhoneLength:
    'A UK number starting with 0 has 10 or 11 digits: check it, or start a number from abroad with +',
  addressRequired: 'Address is required',
  messageRequired: 'Message is required',
  passwordTooShort: (min: number) => `Use a password of at least ${min} characters`,
  passwordTooLong: (max: number) => `Passwords can be up to ${max} characters`,
  passwordOnlySpaces: 'A password cannot be only spaces',
  passwordTooCommon:
    'This password is one of the most common ones. Please choose one that is harder to guess',
  /** After sign-up, whether or not the address already had an account (the email says which). */
  /** A forgotten password's answer: the same for every address (only the mailbox's owner learns more). */
  checkYourEmailReset:
    'Check your email: if this address has an account with us, we have sent it a link to set your new password.',
  checkYourEmail:
    'Check your email: we have sent you a link to confirm your address. Open it to finish signing up.',
  emailNotVerified:
    'Please confirm your email address first. We have sent you a new link; open it to sign in.',
  verifyLinkInvalid: 'This link has expired or has already been used. Sign in to get a new one.',
  orderNotFound: 'We could not find that order',
  orderAlreadyAccepted: 'This order is already Accepted',
  orderAlreadyCompleted: 'This order is already Completed',
  orderCompleteNeedsAccepted: 'Only an accepted order can be completed',
  orderCompletedNotDeletable: 'A completed order cannot be deleted',
  orderIsDeleted: 'This order has been deleted',
  /** Ours (issue 18): linked transactions reached the threshold. */
  idCheckRequired:
    'ID check required: record the ID seen (type, number, expiry and date of birth) before completing this order',
  /** Ours (issue 18). */
  orderHasEnded: (status: string) => `This order is ${status}: nothing more can be done with it`,
  /**
   * Ours (issue 16.9): a customer may cancel only while staff have not yet prepared the order; for an Accepted
   * (still live) one. An ended order says orderHasEnded instead (core order-status.ts customerCancel).
   */
  orderCancelNotPending: (status: string) =>
    `This order is ${status}, so it can no longer be cancelled online. Please call the branch.`,
  orderCancelled: 'Your order has been cancelled. Nothing was charged.',
  currencyNotFound: (code: string) => `We could not find the currency ${code}`,

  /** Ours (issue 19): rate alerts, created by email with no account and confirmed from the email. */
  rateAlertCheckEmail: 'Check your email to confirm this alert',
  rateAlertTargetFormat: 'Give the target rate as a number above 0 with at most 4 decimals',
  rateAlertWay: 'Choose Click & Collect or Click & Sell',
  rateAlertOutOfBand: (code: string, percent: number, min: string, max: string) =>
    `Choose a target within ${percent}% of today's rate: between ${min} and ${max} ${code} per £1.`,
  rateAlertAlreadyMet: (way: 'buy' | 'sell', code: string, rate: string) =>
    way === 'buy'
      ? `£1 already buys ${rate} ${code} today. Choose a higher target, or order now.`
      : `Today you already get £1 for every ${rate} ${code} you sell. Choose a lower target, or sell now.`,
  rateAlertTooMany: (max: number) =>
    `This email already has ${max} rate alerts, the most we keep at once. Stop one with the link in its email, or wait for one to be sent, before adding another.`,
  rateAlertConfirmed: 'Your rate alert is on. We will email you once, when the rate reaches your target.',
  rateAlertMetOnConfirm:
    "Your rate alert is on, and today's rate already reaches your target: we have emailed you.",
  rateAlertStopped: 'Your rate alert is stopped. We will not email you about it again.',
  rateAlertAlreadyEnded: 'This rate alert has already ended. We will not email you about it again.',
  rateAlertLinkInvalid: 'This link has expired or has already been used.',
  /** Beside rateAlertLinkInvalid: a link pressed twice is the usual case, and then the alert is as asked. */
  rateAlertLinkUsed: {
    confirm:
      'If you confirmed this alert before and have not stopped it since, it is on: we email you once, when our rate reaches your target.',
    unsubscribe: 'If you stopped this alert before, it is off: we send you nothing more about it.',
  },
  rateAlertSellAmounts: 'These amounts give no rate: sell more, or ask for fewer pounds',
  /** A Click & Sell alert's target in the pounds typed (core sellVerdictText). */
  rateAlertSellOutOfBand: (selling: string, percent: number, min: string, max: string) =>
    `For ${selling}, choose an amount within ${percent}% of what it gets today: between ${min} and ${max}.`,
  rateAlertSellAlreadyMet: (selling: string, today: string) =>
    `Selling ${selling} already gets ${today} today. Ask for more, or sell now.`,
} as const;

export type MessageKey = keyof typeof messages;
