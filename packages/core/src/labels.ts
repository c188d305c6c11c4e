/**
 * Screen and email labels: headings, buttons, field names and the email's fixed texts, every one the spec
 * quotes verbatim and the few it implies. The messages (API errors, toasts) are in messages.ts.
 */
import { firstScreenLabels } from './messages-first-screen';

export { documentTitle } from './messages-first-screen';

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
export const labels = {
  ...firstScreenLabels,
  purchase: {
    orderTitle: 'Order travel money',
    sellTitle: 'Sell travel money',
    // `title` leads the tab's title on that step ("Your details | Order travel money | Travel Money"): one
    // title for all three left a screen reader nothing to say as the step changed (an accessibility audit).
    steps: [
      { number: 1, name: 'Create Order', title: 'Create order' },
      { number: 2, name: 'YOUR DETAILS', title: 'Your details' },
      { number: 3, name: 'ORDER CONFIRMATION', title: 'Order confirmation' },
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
    /** A forgotten password (ours): the sign-in page's link, its page, and the emailed link's page. */
    forgotPassword: 'Forgot your password?',
    resetTitle: 'Set a new password',
    newPassword: 'New password',
    sendResetLink: 'Email me a link',
    resetLead:
      'Choose a new password. We email you a link: open it and enter the same new password to use it. Until then your password stays as it is.',
    resetConfirm: 'Set my new password',
    resetConfirmHint: 'Enter the new password you chose when you asked for this link.',
    /** A forgotten password's link opened again, or too late: signing in is no way to get a new one. */
    resetLinkDead:
      'This link has expired or has already been used. If you set your new password with it, sign in with that password; if not, ask for a new link.',
    /** Once the link has set the new password (the sign-in toast says less than what happened). */
    resetDone: 'Your new password is set, and you are signed in.',
  },
  box: {
    title: 'Secure Box',
    username: 'Username',
    password: 'Password',
    access: 'Access',
  },
  dashboard: {
    title: 'Dashboard',
    menu: {
      statistics: 'Statistics',
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
      // The ID rule is stated once, above it (core idText, with proof of address from £1,000): an audit found
      // this section asking for photo ID only on an order that needed proof of address too.
      secondMessage:
        'Please bring your order number and the identification this email asks for, and pay in store when you collect.',
    },
    sell: {
      firstMessage:
        'Thank you for your Click & Sell order. We look forward to buying your currency at our Dagenham branch.',
      secondTitle: 'What to bring',
      secondMessage:
        'Please bring the banknotes you are selling, your order number and the identification this email asks for. We pay you in store once the notes have been checked.',
      note: 'Please note: we buy banknotes only, not coins, and Scottish banknotes carry a 2% adjustment.',
    },
  },
} as const;

export type LabelGroup = keyof typeof labels;
