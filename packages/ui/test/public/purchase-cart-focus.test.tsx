// The purchase page's cart by keyboard and screen reader: where focus goes as Add Currency opens and closes and
// as lines are removed, and what the status region says as lines come and go (an accessibility audit).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeStore } from './fake-store';
import { renderPurchasePage } from './purchase-walk';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;

const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove / });

/** Opens Add Currency (when closed) and adds £`gbp` of `code` (the cart takes one line a currency). */
async function add(user: User, gbp: string, code = 'EUR') {
  const open = screen.queryByRole('button', { name: 'Add Currency +' });
  if (open) await user.click(open);
  await user.selectOptions(screen.getByLabelText('Currency'), code);
  await user.type(screen.getByLabelText(/^Total Money/), gbp);
  const before = removeButtons().length;
  await user.click(screen.getByRole('button', { name: 'Add +' }));
  await waitFor(() => expect(removeButtons()).toHaveLength(before + 1));
}

describe('Add Currency and focus', () => {
  it("'Add Currency +' puts focus in the form's first field, and Close gives it back to 'Add Currency +'", async () => {
    renderPurchasePage(fakeStore().store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Currency +' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Total Money/));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Currency +' }));
  });
});

describe('the cart said as it changes', () => {
  it('an added line is said, with the new total, by a status region that was there before', async () => {
    renderPurchasePage(fakeStore().store);
    const user = userEvent.setup();
    const region = screen.getByTestId('cart-news');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const emptyBefore = [region].filter((r) => r.textContent === '');
    expect(emptyBefore).toHaveLength(1);
    await add(user, '100');

    await waitFor(() =>
      expect(emptyBefore.map((r) => r.textContent)).toContain(
        'Added €115.22 (£100.00) to your order. Total £100.00.',
      ),
    );
  });

  it('Remove moves focus to the next line, else the previous one, else the heading, and says the total', async () => {
    renderPurchasePage(fakeStore().store);
    const user = userEvent.setup();
    await add(user, '100', 'EUR');
    await add(user, '200', 'USD');
    const news = () => [screen.getByTestId('cart-news').textContent];

    // The first line: focus to the next line's Remove.
    await user.click(removeButtons()[0]!);
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Remove USD/ }));
    expect(news()).toContain('Removed €115.22 (£100.00) from your order. Total £200.00.');

    // The last line: focus to the previous line's Remove.
    await add(user, '100', 'EUR');
    await user.click(screen.getByRole('button', { name: /^Remove EUR/ }));
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Remove USD/ }));

    // The only line: focus to the summary's heading.
    await user.click(removeButtons()[0]!);
    await waitFor(() => expect(removeButtons()).toHaveLength(0));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order Summary' }));
    expect(news().some((t) => t?.endsWith('from your order. Your cart is empty.'))).toBe(true);
  });
});
