/*
 * The purchase page up to the order going out: what step 1 says and refuses, and its steps in the browser's
 * history. What comes back (a refusal, the way, the confirmation) and focus on arrival:
 * PurchasePage-outcomes.test.tsx. Two files so two workers share the page's ~10 s of rendering.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCartLine } from '@tm/core/money';
import { EUR, fakeStore } from './fake-store';
import { purchaseBullets } from '@tm/core/order-texts';
import { acceptRulesAndPlace, addLineAndGoToDetails, renderPurchasePage, typeDetails } from './purchase-walk';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const renderPurchase = (way: 'Order' | 'Sell' = 'Order') => {
  const fake = fakeStore();
  renderPurchasePage(fake.store, `/purchase/EUR/${way}`);
  return fake;
};

describe('PurchasePage validation display', () => {
  it('titles and the three steps', async () => {
    renderPurchase('Sell');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sell travel money');
    const steps = within(screen.getByRole('list', { name: 'Order progress' }));
    for (const step of ['Create Order', 'YOUR DETAILS', 'ORDER CONFIRMATION'])
      expect(steps.getByText(step)).toBeTruthy();
    for (const b of purchaseBullets('sell')) expect(screen.getByText(b)).toBeTruthy();
  });

  it('a way the route does not know: "Page not found", in the heading and the tab alike', async () => {
    renderPurchasePage(fakeStore().store, '/purchase/XXX/Foo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    await waitFor(() => expect(document.title).toBe('Page not found | Travel Money'));
  });

  it('Next with nothing chosen: both messages where they belong, focus on the select', async () => {
    renderPurchase();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const select = screen.getByLabelText(/^(Collection Point|Where to sell)$/);
    const pointError = screen.getByText('Select the checking point');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(pointError.id);
    expect(document.activeElement).toBe(select);
    expect(screen.getByText('Please add currency item')).toBeTruthy();
  });

  it("on a Click & Sell order the missing branch is asked for in the select's own words", async () => {
    renderPurchase('Sell');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const select = screen.getByLabelText('Where to sell');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Select where to sell').id);
    expect(screen.queryByText('Select the checking point')).toBeNull();
  });

  it('until the cart on the device has been read, the summary claims neither lines nor an empty cart', async () => {
    const fake = fakeStore();
    await fake.store.cart.add(makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'l1' }));
    let read = () => {};
    const readable = new Promise<void>((resolve) => (read = resolve));
    const list = fake.store.cart.list;
    fake.store.cart.list = async () => {
      await readable;
      return list();
    };
    renderPurchasePage(fake.store);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(within(summary).queryByText(/Your cart is empty/)).toBeNull();

    read();
    await within(summary).findByText(/£100.00 → €115.22/);
    expect(summary.getAttribute('aria-busy')).toBe('false');
  });

  it("before the rates arrive, 'Add +' waits and says why instead of calling the amount wrong", async () => {
    const fake = fakeStore();
    // The first read finds nothing on the device and the first fetch is still out (a slow phone, a
    // prerendered page): the rates come when the test lets them.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const read = fake.store.rates.read;
    fake.store.rates.read = async () => ({ currencies: [], fetchedAt: null });
    fake.store.rates.refresh = async () => {
      await arrived;
      fake.store.rates.read = read;
      return { status: 'updated' };
    };
    renderPurchasePage(fake.store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Currency +' }));
    await user.type(screen.getByLabelText(/^Total Money/), '100');
    const add = screen.getByRole('button', { name: 'Add +' });
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText("Getting today's rates…").id).toBe(add.getAttribute('aria-describedby'));
    expect(screen.queryByText('Please give correct amount')).toBeNull();

    arrive();
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    expect(screen.queryByText("Getting today's rates…")).toBeNull();
    await user.click(add);
    await screen.findByText(/£100.00 → €115.22/);
  });

  it('places one order for presses faster than the page can show it is busy', async () => {
    const { submitted } = renderPurchase();
    const user = userEvent.setup();
    await typeDetails(user, await addLineAndGoToDetails(user));
    await user.click(screen.getByRole('checkbox'));
    // Three clicks in one task, before any render: each would otherwise send an order with its own key.
    const place = screen.getByRole('button', { name: 'Place Order' });
    act(() => {
      for (let i = 0; i < 3; i++) place.click();
    });
    await screen.findByText('Order saved on this device');
    expect(submitted).toHaveLength(1);
  });

  it('adds through the form, goes to step 2, and asks for the rules', async () => {
    const { submitted } = renderPurchase();
    const user = userEvent.setup();
    await typeDetails(user, await addLineAndGoToDetails(user));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Please tick to agree to the Terms & Conditions')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(submitted).toEqual([]);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Order saved on this device');
    expect(submitted).toMatchObject([
      {
        Name: 'Ada Lovelace',
        CheckingPoint: 'Dagenham',
        status: 'buy',
        title: 'Click & Collect',
        Orders: [{ currencyTake: '100.00' }],
      },
    ]);
    await waitFor(() =>
      expect(screen.getByText('ORDER CONFIRMATION').closest('li')?.getAttribute('aria-current')).toBe('step'),
    );
  }, 20_000);
});

describe('PurchasePage steps in the history', () => {
  async function toDetails(fake = fakeStore()) {
    const view = renderPurchasePage(fake.store);
    const user = userEvent.setup();
    await user.type(await addLineAndGoToDetails(user), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    return { ...view, fake, user };
  }

  it("the browser's Back shows step 1 and Forward step 2, the typed details still there", async () => {
    const { router } = await toDetails();
    expect(router.state.location.search).toBe('?step=2');

    await act(() => router.navigate(-1));
    expect(
      (await screen.findByLabelText<HTMLSelectElement>(/^(Collection Point|Where to sell)$/)).value,
    ).toBe('Dagenham');
    expect(screen.queryByLabelText('First Name')).toBeNull();

    await act(() => router.navigate(1));
    expect((await screen.findByLabelText<HTMLInputElement>('First Name')).value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  }, 20_000);

  it('a reload at step 2 comes back to step 2 with the details; placing the order forgets them', async () => {
    const { fake } = await toDetails();
    cleanup();

    renderPurchasePage(fake.store, '/purchase/EUR/Order?step=2');
    expect((await screen.findByLabelText<HTMLInputElement>('First Name')).value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Address'), '1 High Road');
    await user.type(screen.getByLabelText('Phone'), '07700 900123');
    await acceptRulesAndPlace(user);
    await screen.findByText('Order saved on this device');
    expect(sessionStorage.length).toBe(0);
  }, 20_000);

  it('step 2 with nothing in the cart (Forward after the cart was emptied) goes back to step 1', async () => {
    const { router } = renderPurchasePage(fakeStore().store, '/purchase/EUR/Order?step=2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByLabelText(/^(Collection Point|Where to sell)$/)).toBeTruthy();
  });
});
