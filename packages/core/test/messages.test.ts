import { describe, expect, it } from 'vitest';
import {
  DAGENHAM_BRANCH,
  faqItems,
  idText,
  importantNotification,
  labels,
  messages,
  paymentText,
  termsPolicyText,
} from '../src/index';

/** Every string anywhere in the labels tree. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

describe('messages: spec §8 verbatim', () => {
  it('has every error message', () => {
    expect(messages.enterEmail).toBe('Enter an email');
    expect(messages.enterPassword).toBe('Enter a password');
    expect(messages.somethingWentWrong).toBe('Something went wrong');
    expect(messages.passwordMismatch).toBe("The password doesn't match");
    expect(messages.correctAmount).toBe('Please give correct amount');
    expect(messages.clearCart).toBe('Please clear your cart');
    expect(messages.selectCheckingPoint).toBe('Select the checking point');
    expect(messages.addCurrencyItem).toBe('Please add currency item');
    expect(messages.selectRules).toBe('Please select the rules');
    expect(messages.wrongCurrency).toBe('Wrong currency tried');
  });

  it('has every success message', () => {
    expect(messages.userLoggedIn).toBe('User logged in');
    expect(messages.loggedOut).toBe('Log out successfully');
    expect(messages.addedCurrency('USD')).toBe('Added USD currency');
    expect(messages.updatedCurrency('JPY')).toBe('Updated JPY currency');
    expect(messages.orderCompleted).toBe('Completed! This order has been completed.');
    expect(messages.orderAccepted).toBe('Accepted! This order has been accepted.');
    expect(messages.orderDeleted).toBe('Deleted! Your file has been deleted.');
    expect(messages.orderDeletedShort).toBe('Deleted!');
    expect(messages.currencyDeleted('EUR')).toEqual({
      title: 'Deleted EUR!',
      text: 'Your Currency has been deleted.',
    });
  });

  it('has the confirmation dialogs, spelt right', () => {
    expect(`${messages.confirm.title} ${messages.confirm.text}`).toBe(
      "Are you sure? You won't be able to revert this!",
    );
    expect(messages.confirm.complete).toBe('Yes, Complete it!');
    expect(messages.confirm.accept).toBe('Yes, Accept!');
    expect(messages.confirm.delete).toBe('Yes, delete it!');
  });

  it('has the notices', () => {
    expect(messages.homeDeliveryUnavailable).toBe('Home Delivery is not Available now');
    expect(messages.onlineRateOnly).toBe('Online rate only - rates in branch will differ');
  });

  it('words the cart-way mismatch distinctly from the spec messages', () => {
    expect(messages.cartWayMismatch).toMatch(/Click & Collect/);
    expect(messages.cartWayMismatch).toMatch(/Click & Sell/);
    expect(messages.cartWayMismatch).not.toBe(messages.clearCart);
  });
});

describe('labels: every label the spec quotes', () => {
  const all = new Set(strings(labels));
  const quoted = [
    // Header and footer.
    'Travel Money',
    'Contact Us',
    'Sign In',
    'Logout',
    'CORPORATE',
    'SUPPORT',
    'GET IN TOUCH',
    'Home',
    'Exchange Rates',
    'Privacy Policy',
    'Terms & Conditions',
    // Calculator.
    'Click & Collect',
    'Click & Sell',
    'I have',
    'I want to buy',
    "Today's Exchange Rate",
    'Online rate only - rates in branch will differ',
    'Buy Money',
    'Sell Money',
    // Purchase.
    'Order travel money',
    'Sell travel money',
    'Create Order',
    'YOUR DETAILS',
    'ORDER CONFIRMATION',
    'Order Summary',
    'Remove',
    'Add Currency (up to 4 currencies)',
    'Add Currency +',
    'Add +',
    'Total Money',
    'Fx Amount',
    'Rate',
    // The purchase bullets are policy-texts.ts's purchaseBullets (the spec's "Bring you ID for collection" and
    // "24-hour rate guarantee upon order arrival in the store" made true and spelt right; issue 31.2).
    'Next',
    'Currency',
    'From',
    'To',
    'Booking Details',
    'Full Name',
    'Email',
    'Contact',
    'Address',
    'Pickup Location',
    'Print',
    // Exchange rates, contact, auth, box, coming soon.
    'Find your Currency',
    'Enter currency name',
    'Show All',
    'Show Less',
    'CLICK & COLLECT',
    'CLICK & SELL',
    'Name',
    'Phone',
    'Message',
    'Send',
    "Let's Go!",
    'Continue with',
    'Secure Box',
    'Username',
    'Password',
    'Access',
    'Coming Soon',
    // Dashboard (the spec's "DashBoard" and "Statics", spelt right: docs/customer-policy.md).
    'Dashboard',
    'Statistics',
    'Pending Orders',
    'Accepted Order(s)',
    'History',
    'All Orders',
    'Add Currency',
    'Users',
    'Currency Dashboard',
    'Order Id',
    'Phone Number',
    'Way',
    'Time',
    'Status',
    'Action',
    'Order Number',
    'Manipulate Currency',
    'Currency Name',
    'Country Name',
    'Market Price',
    'Buying Price',
    'Selling Price',
    'Update',
    'Delete',
    'Get the Latest',
    'Stop the Latest',
    'Sell Rate',
    'Buy Rate',
    'Check',
    'Checking',
    'Checked',
    'Add',
    'User No',
    'Make Admin',
    'Accepted',
    'Pending',
    'Completed',
    'Amount',
  ];
  it.each(quoted)('holds %j', (label) => {
    expect(all.has(label)).toBe(true);
  });

  it('numbers the three purchase steps', () => {
    expect(labels.purchase.steps.map((s) => `${s.number} ${s.name}`)).toEqual([
      '1 Create Order',
      '2 YOUR DETAILS',
      '3 ORDER CONFIRMATION',
    ]);
  });

  it('writes out the Important Notification of spec §2, with the policy of docs/customer-policy.md', () => {
    // "Collect on the same day, within office hours" gave way to the hold (order-policy.ts, Decisions).
    const text = [...importantNotification('buy').paragraphs, idText('buy'), paymentText('buy')].join(' ');
    expect(text).toMatch(/stock and denominations/);
    expect(text).toMatch(/print/i);
    expect(text).toMatch(/reference/);
    expect(text).toMatch(/passport/);
    expect(text).toMatch(/full UK or European photo driving licence/);
    expect(text).toMatch(/European ID/);
    expect(text).toMatch(/payment card/);
    expect(text).toMatch(/name .* must match/);
  });

  it('has the five FAQ items of spec §1', () => {
    const items = faqItems(DAGENHAM_BRANCH);
    const text = items.map((i) => `${i.question} ${i.answer}`).join(' ');
    expect(items).toHaveLength(5);
    expect(text).toMatch(/70\+/);
    expect(text).toMatch(/no commission/i);
    expect(text).toMatch(/hidden charges/);
    expect(text).toMatch(/government-issued photo ID/);
    expect(text).toMatch(/minutes to a few hours/);
    expect(text).toMatch(/money transfer provider/);
  });

  it('states the spec §9 terms and privacy constants', () => {
    const terms = [...strings(labels.terms), ...strings(termsPolicyText(DAGENHAM_BRANCH))].join(' ');
    // Not the spec's "may change if the market moves by more than 1%": a locked rate is locked (Decisions).
    expect(terms).not.toMatch(/1%/);
    for (const fact of [
      /over 18/,
      /UK resident/,
      /24 hours/,
      /Scottish/,
      /2%/,
      /coins/,
      /0\.0%/,
      /Visa debit/,
    ]) {
      expect(terms).toMatch(fact);
    }
    expect(terms).toMatch(/20 days/);
    expect(terms).toMatch(/proof of address/);
    expect(terms).toMatch(/90 days/);
    const privacy = strings(labels.privacy).join(' ');
    expect(privacy).toMatch(/five years/);
    expect(privacy).toMatch(/10 days/);
    expect(privacy).toMatch(/28 days/);
  });

  it('has no empty label', () => {
    expect([...all].every((s) => s.trim().length > 0)).toBe(true);
  });
});
