/**
 * The message catalogue: every user-facing message of spec §8, verbatim (spelling included: 'Yes, Aceept!'),
 * plus the few messages the spec leaves unwritten, marked "ours". UI, offline and server take their text from
 * here so one wording reaches every screen, toast, API error and email.
 */
export const messages = {
  // Spec §5 / §8: validation and failures.
  enterEmail: 'Enter an email',
  enterPassword: 'Enter a password',
  somethingWentWrong: 'Something went wrong',
  passwordMismatch: "The password doesn't match",
  correctAmount: 'Please give correct amount',
  clearCart: 'Please clear your cart',
  selectCheckingPoint: 'Select the checking point',
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
  /** Ours (issue 31.10): a line that would take the cart over ORDER_MAX_GBP, refused before it is added. */
  cartOverLimit: (total: string, max: string) =>
    `Orders can be up to ${max}: with this line yours would be ${total}`,
  /** Ours (issue 31.4): at the GBP field the moment Click & Collect's rounding changes the amount. */
  collectRounding: 'Click & Collect amounts are rounded up to the next £10',
  /** Ours (issue 16.5): under the calculator field left empty because the amount typed in the other is refused. */
  amountToSeeOther: (typed: string, other: string) =>
    `Enter a valid amount in ${typed} to see the ${other} amount`,
  /** Ours (issue 18): tracking, one answer for a wrong number, a wrong email and a deleted order. */
  trackNotFound: 'We could not find an order with that number and email. Check both and try again.',
  /** Ours (issue 17.5): a signed-in customer opening the dashboard. */
  noStaffAccess: 'This account has no staff access',
  /** Ours (issue 17, Users): what Make Admin / Remove Admin say. */
  madeAdmin: (email: string) => `${email} is now an Admin`,
  removedAdmin: (email: string) => `${email} is no longer an Admin`,
  cannotRemoveOwnAdmin: 'You cannot remove Admin from your own account; ask another Admin',
  lastAdminStays: 'This is the last Admin: make another account Admin first',
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
    accept: 'Yes, Aceept!',
    delete: 'Yes, delete it!',
    /** Ours: the spec shows no cancel label, but every dialog needs a way out. */
    cancel: 'Cancel',
  },

  // Spec §1 / §2: notices.
  homeDeliveryUnavailable: 'Home Delivery is not Available now',
  onlineRateOnly: 'Online rate only - rates in branch will differ',

  // Ours: situations the spec does not word.
  cartWayMismatch:
    'Your cart holds items of the other kind. An order is either Click & Collect or Click & Sell, so please place or clear your current order first.',
  /** Ours: the purchase page of one way opened with a cart of the other (e.g. CLICK & SELL with Collect lines). */
  pageWayMismatch: (cartTitle: string, pageTitle: string) =>
    `Your cart holds ${cartTitle} items, and this page is for ${pageTitle}. An order is either Click & Collect or Click & Sell, so choose which to go on with; your cart stays as it is until you do.`,
  startNewCart: (pageTitle: string) => `Start a new ${pageTitle} cart`,
  keepCart: (cartTitle: string) => `Go back to my ${cartTitle} cart`,
  orderWayMismatch: 'Every item of an order must be the same way: all Click & Collect or all Click & Sell.',
  /** Ours: offered wherever the customer is told to clear the cart, and with the order summary. */
  clearCartAction: 'Clear cart',
  clearCartQuestion: 'Remove every item from your cart?',
  clearCartYes: 'Yes, clear my cart',
  clearCartKeep: 'Keep my cart',
  lineSidesMismatch:
    'Each Click & Collect item gives GBP for a foreign currency, and each Click & Sell item gives a foreign currency for GBP.',
  unknownCurrency: (code: string) => `Sorry, we do not offer ${code} at the moment.`,
  /** Ours (issue 18): a collection point that is not one of the branches. */
  unknownBranch: (point: string) => `${point} is not one of our branches. Select the checking point.`,
  /** Beside the calculator's and Add Currency's button until a rate can price the amount. */
  ratesLoading: "Getting today's rates…",
  ratesUnavailable: "Today's rates are not available right now. Please try again shortly.",
  enterValidEmail: 'Enter a valid email',
  mustBeNumber: 'Must be a number',
  currencyCodeFormat: 'Currency code must be three letters',
  countryNameRequired: 'Country name is required',
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  /** Ours: a detail longer than the order keeps, e.g. "Address can be at most 300 characters". */
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters`,
  phoneRequired: 'Phone number is required',
  enterValidPhone: 'Enter a valid phone number',
  addressRequired: 'Address is required',
  messageRequired: 'Message is required',
  passwordTooShort: (min: number) => `Use a password of at least ${min} characters`,
  passwordOnlySpaces: 'A password cannot be only spaces',
  passwordTooCommon:
    'This password is one of the most common ones. Please choose one that is harder to guess',
  /** After sign-up, whether or not the address already had an account (the email says which). */
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
  /** Ours (issue 16.9): a customer may cancel only while staff have not yet prepared the order. */
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
  rateAlertSellAmounts: 'These amounts give no rate: sell more, or ask for fewer pounds',
} as const;

export type MessageKey = keyof typeof messages;

// The Important Notification (spec §2) is policy-texts.ts's importantNotification with the order's statusText.

/** The column headings of the Currency / From / To / Rate table (purchase step 3 and order detail). */
const orderLineColumns = { currency: 'Currency', from: 'From', to: 'To', rate: 'Rate' } as const;

/** Booking Details (purchase step 3 and order detail). */
const bookingDetails = {
  title: 'Booking Details',
  fullName: 'Full Name',
  email: 'Email',
  contact: 'Contact',
  address: 'Address',
  pickupLocation: 'Pickup Location',
  // Not in the spec: the branch's hours beside its address (issue 18, branches as data).
  openingHours: 'Opening hours',
} as const;

/**
 * Every label the spec quotes, verbatim, grouped by where it shows. Labels the spec implies but does not quote
 * (field names of forms it only describes) are written plainly and kept here too, so no screen invents text.
 */
/**
 * The document title of a page: "Exchange Rates | Travel Money"; Home's own name is the site's, so Home is
 * "Travel Money | Zero commission travel money, click and collect" (it read "Travel Money | Travel Money").
 */
export function documentTitle(title: string): string {
  return title === 'Travel Money'
    ? 'Travel Money | Zero commission travel money, click and collect'
    : `${title} | Travel Money`;
}

export const labels = {
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
    onlineRateOnly: messages.onlineRateOnly,
    buyMoney: 'Buy Money',
    sellMoney: 'Sell Money',
  },
  purchase: {
    orderTitle: 'Order travel money',
    sellTitle: 'Sell travel money',
    steps: [
      { number: 1, name: 'Create Order' },
      { number: 2, name: 'YOUR DETAILS' },
      { number: 3, name: 'ORDER CONFIRMATION' },
    ],
    orderSummary: 'Order Summary',
    remove: 'Remove',
    // The spec's 'Add Currency (maximum 4 currency)', in grammar (issue 31.10).
    addCurrencyHeading: 'Add Currency (up to 4 currencies)',
    addCurrencyCollapsed: 'Add Currency +',
    addOpen: 'Add +',
    totalMoney: 'Total Money',
    fxAmount: 'Fx Amount',
    currency: 'Currency',
    rate: 'Rate',
    // The bullets are policy-texts.ts's purchaseBullets(way): the spec's three, true for each way.
    collectionPoint: 'Collection Point',
    next: 'Next',
    back: 'Back',
    submit: 'Place Order',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    address: 'Address',
    phone: 'Phone',
    termsCheckbox: 'I agree to the Terms & Conditions',
    orderNumber: 'Order Number',
    print: 'Print',
    columns: orderLineColumns,
    bookingDetails,
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
  contact: {
    hero: 'Contact Us',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    send: 'Send',
  },
  auth: {
    signIn: 'Sign In',
    signUp: 'Sign Up',
    email: 'Email',
    password: 'Password',
    letsGo: "Let's Go!",
    continueWith: 'Continue with',
    noAccount: 'New here? Sign Up',
    haveAccount: 'Already have an account? Sign In',
    confirmEmail: 'Confirm my email',
    confirmEmailHint: 'Enter the password you chose when you signed up.',
  },
  box: {
    title: 'Secure Box',
    username: 'Username',
    password: 'Password',
    access: 'Access',
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
  dashboard: {
    title: 'DashBoard',
    menu: {
      statistics: 'Statics',
      pendingOrders: 'Pending Orders',
      acceptedOrders: 'Accepted Order(s)',
      history: 'History',
      allOrders: 'All Orders',
      currency: 'Currency',
      addCurrency: 'Add Currency',
      users: 'Users',
      home: 'Home',
    },
    footer: 'Currency Dashboard',
    copyrightYear: '2024',
    statistics: { accepted: 'Accepted', pending: 'Pending', completed: 'Completed' },
    orderColumns: {
      orderId: 'Order Id',
      name: 'Name',
      phone: 'Phone Number',
      way: 'Way',
      time: 'Time',
      status: 'Status',
      action: 'Action',
    },
    orderActions: { accept: 'Accept', view: 'View', complete: 'Complete', delete: 'Delete' },
    searchOrderId: 'Search by Order Id',
    orderDetail: { heading: 'Order Number', columns: orderLineColumns, bookingDetails },
    currencyList: {
      heading: 'Manipulate Currency',
      columns: {
        currencyName: 'Currency Name',
        countryName: 'Country Name',
        marketPrice: 'Market Price',
        buyingPrice: 'Buying Price',
        sellingPrice: 'Selling Price',
        /** Ours (issue 17): when the rate, margins or name were last set. */
        lastChanged: 'Last changed',
        action: 'Action',
      },
      /** Ours (issue 17). */
      search: 'Find a currency',
      update: 'Update',
      delete: 'Delete',
      /** The live-mode toggle: reads 'Get the Latest' while off, 'Stop the Latest' while on. */
      liveOff: 'Get the Latest',
      liveOn: 'Stop the Latest',
    },
    currencyForm: {
      heading: 'Currency Dashboard',
      currencyName: 'Currency Name',
      countryName: 'Country Name',
      sellRate: 'Sell Rate',
      buyRate: 'Buy Rate',
      check: 'Check',
      checking: 'Checking',
      checked: 'Checked',
      add: 'Add',
      update: 'Update',
    },
    users: {
      columns: { userNo: 'User No', email: 'Email', status: 'Status' },
      makeAdmin: 'Make Admin',
      /** Ours (issue 17). */
      removeAdmin: 'Remove Admin',
    },
  },
  /** Spec §9: the business terms, as text fragments the Terms page composes. */
  terms: {
    title: 'Terms and Conditions',
    eligibility: 'You must be over 18 and a UK resident to use this service.',
    // The rate lock and the ID rule are policy-texts.ts's termsPolicyText (docs/customer-policy.md): the spec's
    // "may change if the market moves by more than 1%" and its proof of address for everyone are not our policy.
    scottishNotes: 'Scottish banknotes carry a 2% adjustment.',
    noCoins: 'We do not buy or sell coins; banknotes only.',
    cardCharge: 'Card payments carry a 0.0% charge for Visa debit.',
    refunds: 'Refunds can be requested up to 20 days after purchase.',
  },
  /** Spec §9: the privacy commitments, as text fragments the Privacy page composes. */
  privacy: {
    title: 'Privacy Policy',
    retention:
      'UK money-laundering rules require us to keep transaction records for a minimum of five years; we keep them no longer than needed.',
    complaintAcknowledgement: 'We acknowledge every complaint within 10 days.',
    complaintResponse: 'We send a full response to a complaint within 28 days.',
  },
  /** The order confirmation email: spec §3's row labels, and the texts for each way (ours; the spec names only the fields). */
  email: {
    secondRow: 'Amount',
    fourthRow: 'Fx Amount',
    buy: {
      firstMessage:
        'Thank you for your Click & Collect order. Your currency is reserved for you at our Dagenham branch.',
      secondTitle: 'How to collect',
      secondMessage:
        'Please bring a valid photo ID and your order number, and pay in store when you collect. The name on your ID must match the name on the order.',
    },
    sell: {
      firstMessage:
        'Thank you for your Click & Sell order. We look forward to buying your currency at our Dagenham branch.',
      secondTitle: 'What to bring',
      secondMessage:
        'Please bring the currency you are selling, a valid photo ID and your order number. We pay you in store once the notes have been checked.',
      note: 'Please note: we buy banknotes only, not coins, and Scottish banknotes carry a 2% adjustment.',
    },
  },
} as const;

export type LabelGroup = keyof typeof labels;
