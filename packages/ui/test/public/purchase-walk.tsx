import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PurchasePage } from '../../src/pages/purchase/PurchasePage';
import type { AppStore } from '../../src/store-context';
import { renderAt } from './render';

/** The purchase page's route, as the app declares it. */
export const PURCHASE_ROUTE = '/purchase/:currencyParams/:currentWay';

type User = ReturnType<typeof userEvent.setup>;

/** The purchase page opened at `url` (a Click & Collect page for euros unless told otherwise). */
export const renderPurchasePage = (store: AppStore, url = '/purchase/EUR/Order') =>
  renderAt(url, PURCHASE_ROUTE, <PurchasePage />, store);

/** Adds £95 of euros through the form, picks Dagenham and goes to step 2, as a customer does. */
export async function addLineAndGoToDetails(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Currency +' }));
  await user.type(screen.getByLabelText(/^Total Money/), '95');
  await user.click(screen.getByRole('button', { name: 'Add +' }));
  await screen.findByText(/£100.00 → €115.22/);
  return goToDetails(user);
}

/** Picks Dagenham and presses Next: step 2's first field once it is there. */
export async function goToDetails(user: User) {
  await user.selectOptions(screen.getByLabelText(/^(Collection Point|Where to sell)$/), 'Dagenham');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  // Step 2 is its own chunk (later-steps.ts), there at once when preloaded, else a moment later.
  return screen.findByLabelText('First Name');
}

/** Types Ada Lovelace's details into step 2, starting at its first field; the rules are left unticked. */
export async function typeDetails(user: User, firstName: HTMLElement) {
  await user.type(firstName, 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Address'), '1 High Road');
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
}

/** Ticks the rules and presses Place Order. */
export async function acceptRulesAndPlace(user: User) {
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

/** The whole walk: £95 of euros, Dagenham, Ada Lovelace's details, the rules, Place Order. */
export async function placeAdasOrder(user: User) {
  await typeDetails(user, await addLineAndGoToDetails(user));
  await acceptRulesAndPlace(user);
}
