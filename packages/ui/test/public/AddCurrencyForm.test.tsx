import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineGbpSettled, type CartLine, type Way } from '@tm/core';
import { formatMoney } from '@tm/core/money';
import { AddCurrencyForm } from '../../src/pages/purchase/AddCurrencyForm';
import { EUR, USD } from './fake-store';
import { serverOrderRules } from './server-order-rules';

afterEach(cleanup);

/** The purchase page's form, open on euros; `onAdd` records what reached the cart. */
function renderForm(
  onAdd = vi.fn((_line: CartLine) =>
    Promise.resolve<{ ok: true } | { ok: false; message: string }>({ ok: true }),
  ),
  way: Way = 'buy',
) {
  render(
    <AddCurrencyForm
      way={way}
      currencies={[EUR, USD]}
      loading={false}
      defaultCode="EUR"
      startOpen
      onAdd={onAdd}
      onClearCart={() => Promise.resolve()}
    />,
  );
  return {
    onAdd,
    gbp: screen.getByLabelText(/^Total Money/),
    fx: screen.getByLabelText(/^Fx Amount/),
    describedText: (el: HTMLElement) =>
      document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
  };
}

/** The form after £`amount` was sent with 'Add +', the cart still saving it until `save()` is called. */
async function addWhileCartSaves(amount: string) {
  let resolveSave!: () => void;
  const onAdd = vi.fn(
    (_line: CartLine) =>
      new Promise<{ ok: true }>((resolve) => {
        resolveSave = () => resolve({ ok: true });
      }),
  );
  const { gbp } = renderForm(onAdd);
  const user = userEvent.setup();
  await user.type(gbp, amount);
  await user.click(screen.getByRole('button', { name: 'Add +' }));
  return { onAdd, gbp, user, save: () => resolveSave() };
}

describe('AddCurrencyForm amounts', () => {
  it('a refused amount empties the other field, which says why', async () => {
    const { gbp, fx, describedText } = renderForm();
    const user = userEvent.setup();
    await user.type(fx, '12.345');
    // The euro field speaks of euros; "pounds and pence" is the GBP field's.
    expect(describedText(fx)).toBe('Give EUR amounts with at most 2 decimal places');
    expect(gbp).toHaveProperty('value', '');
    expect(describedText(gbp)).toBe('Enter a valid amount in EUR to see the GBP amount');
  });

  it("over the order limit: the limit at the amount before 'Add +', and nothing reaches the cart", async () => {
    serverOrderRules({ minGbp: '0.00', maxGbp: '5000.00' });
    const { gbp, fx, onAdd, describedText } = renderForm();
    const user = userEvent.setup();
    await user.type(gbp, '6000');
    await screen.findByText('Orders can be up to £5,000.00');
    expect(describedText(gbp)).toBe('Orders can be up to £5,000.00');
    expect(fx).toHaveProperty('value', '');
    expect(describedText(fx)).toBe('Enter a valid amount in GBP to see the EUR amount');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(gbp);
  });

  it('empties the amount it added, but keeps one typed while the cart was saving it (the next line)', async () => {
    const { onAdd, gbp, save, user } = await addWhileCartSaves('100');
    expect(onAdd).toHaveBeenCalledTimes(1);
    // The next amount, typed before the cart has stored the first line.
    await user.clear(gbp);
    await user.type(gbp, '250');
    await act(async () => save());
    expect(gbp).toHaveProperty('value', '250');

    // With nothing typed meanwhile, the added amount is emptied for the next line.
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ currencyTake: '250.00' }));
    await act(async () => save());
    expect(gbp).toHaveProperty('value', '');
  });

  it('keeps the same amount for the next currency chosen while the cart was saving the first', async () => {
    const { onAdd, gbp, save, user } = await addWhileCartSaves('100');
    // £100 of dollars next: the amount on screen is already right, so only the currency changes.
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await act(async () => save());
    expect(gbp).toHaveProperty('value', '100');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    expect(onAdd).toHaveBeenLastCalledWith(
      expect.objectContaining({ currencyMycurrent: 'USD', currencyTake: '100.00' }),
    );
  });
});

// An audit found Click & Sell's form showing "Total Money (GBP) 257.22" for €302.67, where the cart, the Home
// calculator and the email say £254.95 for €300 in notes.
describe('AddCurrencyForm for Click & Sell', () => {
  it('shows what the notes pay at the GBP field and says why, and the cart gets the same line', async () => {
    const { gbp, fx, describedText, onAdd } = renderForm(undefined, 'sell');
    const user = userEvent.setup();
    await user.type(fx, '302.67');
    await user.click(screen.getByRole('button', { name: 'Add +' }));
    const line = onAdd.mock.calls[0]![0];
    const told = lineGbpSettled(line, 'sell');
    expect(Number(told)).toBeLessThan(Number(line.currencyMy));
    await user.type(fx, '302.67');
    expect(gbp).toHaveProperty('value', told);
    expect(describedText(gbp)).toBe(
      `We buy whole notes only: €300.00 in notes pays you ${formatMoney(told, 'GBP')}`,
    );
  });
});
