import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EUR_LINE } from '@tm/core/fixtures';
import { AmendOrder } from '../../src/dashboard/AmendOrder';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';
import { order } from './order-fixture';

vi.mock('sonner');
freshApiEachTest();

describe('Change amounts', () => {
  it('takes an amount as the customer forms do ("£4,000" is 4000)', async () => {
    const user = userEvent.setup();
    const placed = { ...order('12345678', 'Ada Lovelace'), Orders: [EUR_LINE] };
    fakeApi.on('PUT /amendOrder/12345678', { order: placed, rate: 'guaranteed' });
    const onDone = vi.fn(async () => {});
    renderInRouter(<AmendOrder order={placed} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Change the amounts of order 12345678' }));
    const dialog = await screen.findByRole('alertdialog');
    const amount = within(dialog).getByLabelText(/EUR: the customer gives/);
    await user.clear(amount);
    await user.type(amount, '£4,000');
    await user.click(within(dialog).getByRole('button', { name: 'Reprice and save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      lines: [{ code: 'EUR', currencyTake: '4000' }],
    });
  });
});
