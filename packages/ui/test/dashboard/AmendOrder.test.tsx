import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EUR_LINE } from '@tm/core/fixtures';
import { ApiError } from '../../src/api/client';
import { AmendOrder } from '../../src/dashboard/AmendOrder';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';
import { order } from './order-fixture';

vi.mock('sonner');
freshApiEachTest();
// Read once per page load (rememberedAnswer): every test answers it the same.
beforeEach(() => fakeApi.on('GET /orderRules', { minGbp: '0', maxGbp: '5000', ratesMaxAgeHours: 48 }));

const placed = { ...order('12345678', 'Ada Lovelace'), Orders: [EUR_LINE] };

/** Opens the dialog on `placed` and types `amount` as the customer's new GBP. */
async function changeTo(amount: string) {
  const user = userEvent.setup();
  const onDone = vi.fn(async () => {});
  renderInRouter(<AmendOrder order={placed} onDone={onDone} />);
  await user.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
  const dialog = await screen.findByRole('alertdialog');
  const field = within(dialog).getByLabelText(/EUR: the customer gives/);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Reprice and save' }));
  return { dialog, field, onDone };
}

describe('Change amounts', () => {
  it('opens on the first amount, where the work starts (not on Cancel)', async () => {
    renderInRouter(<AmendOrder order={placed} onDone={vi.fn(async () => {})} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
    const dialog = await screen.findByRole('alertdialog');
    const first = within(dialog).getByLabelText(/EUR: the customer gives/);
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('takes an amount as the customer forms do ("£4,000" is 4000)', async () => {
    fakeApi.on('PUT /amendOrder/12345678', { order: placed, rate: 'guaranteed' });
    const { onDone } = await changeTo('£4,000');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      // With the amount this screen showed, so a change made meanwhile by another cashier is refused.
      lines: [{ code: 'EUR', currencyTake: '4000', was: EUR_LINE.currencyTake }],
    });
  });

  it('names the £5,000 limit before sending, priced at the guaranteed rate, and keeps the dialog open', async () => {
    const { dialog, field } = await changeTo('5,001');
    await within(dialog).findByText('Orders can be up to £5,000.00');
    expect((field as HTMLInputElement).value).toBe('5,001');
    // The amount to lower is marked and has the keyboard.
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("keeps the dialog and the typing when the server refuses the amount, saying why on the amount's field", async () => {
    fakeApi.on(
      'PUT /amendOrder/12345678',
      new ApiError(422, 'order_limit', 'Orders can be up to £4,000.00', [
        { path: ['lines', 0, 'currencyTake'], message: 'Orders can be up to £4,000.00' },
      ]),
    );
    const { dialog, field, onDone } = await changeTo('4,500');
    await within(dialog).findByText('Orders can be up to £4,000.00. Nothing was changed.');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect((field as HTMLInputElement).value).toBe('4,500');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says what the amount comes to as it is typed, rounded up to the next £10 for Click & Collect', async () => {
    const user = userEvent.setup();
    renderInRouter(<AmendOrder order={placed} onDone={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
    const field = within(await screen.findByRole('alertdialog')).getByLabelText(/EUR: the customer gives/);
    await user.clear(field);
    await user.type(field, '123');
    const hint = document.getElementById(`${field.id}-priced`);
    expect(hint?.textContent).toMatch(
      /^The customer pays £130\.00 for €149\.\d\d, at the guaranteed rate\.$/,
    );
    expect(field.getAttribute('aria-describedby')).toContain(hint!.id);
  });

  it("once the guarantee has ended, names no price of its own: the server prices at today's rate and checks", async () => {
    const user = userEvent.setup();
    const ended = { ...placed, heldUntil: '2024-03-04T17:00:00.000Z' };
    fakeApi.on('PUT /amendOrder/12345678', { order: ended, rate: 'today' });
    renderInRouter(<AmendOrder order={ended} onDone={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
    const field = within(await screen.findByRole('alertdialog')).getByLabelText(/EUR: the customer gives/);
    await user.clear(field);
    await user.type(field, '6000');
    expect(document.getElementById(`${field.id}-priced`)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reprice and save' }));
    await waitFor(() => expect(fakeApi.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it("opened again after Cancel, starts from the order's amounts, not the abandoned ones", async () => {
    const user = userEvent.setup();
    renderInRouter(<AmendOrder order={placed} onDone={vi.fn(async () => {})} />);
    const open = () =>
      user.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
    await open();
    const field = within(await screen.findByRole('alertdialog')).getByLabelText(/EUR: the customer gives/);
    await user.clear(field);
    await user.type(field, '777');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await open();
    const again = within(await screen.findByRole('alertdialog')).getByLabelText(/EUR: the customer gives/);
    expect((again as HTMLInputElement).value).toBe('100.00');
  });

  it('closes and says so in a toast when the order changed meanwhile (a conflict, not the amount)', async () => {
    fakeApi.on(
      'PUT /amendOrder/12345678',
      new ApiError(
        409,
        'amend_refused',
        'Order 12345678 is Completed: only a Pending or Accepted order can be changed. Nothing was changed.',
      ),
    );
    const { onDone } = await changeTo('400');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
