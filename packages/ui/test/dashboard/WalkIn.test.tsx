import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DAGENHAM_BRANCH } from '@tm/core/branches';
import { EUR, USD, placedOrder, orderRequest } from '@tm/core/fixtures';
import { messages } from '@tm/core/messages';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { WalkIn } from '../../src/dashboard/WalkIn';
import { toast } from '../../__mocks__/sonner';
import { freshApiEachTest } from './fresh-api';

vi.mock('sonner');

freshApiEachTest();

function renderWalkIn() {
  fakeApi.on('GET /currency', [EUR, USD]);
  fakeApi.on('GET /branches', [DAGENHAM_BRANCH]);
  fakeApi.on('GET /orderRules', { minGbp: '0', maxGbp: '5000', ratesMaxAgeHours: 48 });
  render(
    <MemoryRouter initialEntries={['/dashboard/walkIn']}>
      <Routes>
        <Route path="/dashboard/walkIn" element={<WalkIn />} />
        <Route path="/dashboard/orderDetails/:id" element={<p>Order details page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillAda(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Currency 1'), 'EUR');
  await user.type(screen.getByLabelText('The customer gives (GBP)'), '100');
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email (for the confirmation)'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.type(screen.getByLabelText('Address'), '1 High Road, Dagenham');
}

/** The text of what an input's aria-describedby points at: its problem, as a screen reader says it. */
const describedBy = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const walkInCalls = () => fakeApi.calls.filter((c) => c.path === '/walkInOrders');

describe('Walk-in order (issue 30)', () => {
  it('an empty form is not sent: the first field with a problem on screen gets the focus and says what is wrong', async () => {
    const user = userEvent.setup();
    renderWalkIn();
    await user.click(await screen.findByRole('button', { name: 'Enter and accept the order' }));
    const name = screen.getByLabelText('Full name');
    const currency = screen.getByLabelText('Currency 1');
    // The lines come before the customer on screen: focus goes to the first error shown, not to Full name.
    expect(document.activeElement).toBe(currency);
    expect(describedBy(currency)).toBe(messages.addCurrencyItem);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe(messages.nameRequired);
    expect(walkInCalls()).toHaveLength(0);
  });

  it('shows the price as the calculator would, sends the order with a retry key, and opens it', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /walkInOrders', ({ body }: { body: unknown }) => ({
      ...placedOrder(orderRequest(body as object), '55554444'),
      Status: 'Accepted',
    }));
    renderWalkIn();
    await fillAda(user);
    screen.getByText('Gets €115.22 at 1.1522');
    expect(screen.getByText(/The customer pays/).textContent).toBe('The customer pays £100.00');

    await user.click(screen.getByRole('button', { name: 'Enter and accept the order' }));
    await screen.findByText('Order details page');
    const [call] = walkInCalls();
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
      CheckingPoint: DAGENHAM_BRANCH.slug,
      status: 'buy',
      Orders: [{ currencyTake: '100.00', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR' }],
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(toast.success).toHaveBeenCalledWith(
      'Walk-in order 55554444 entered and accepted; the customer is emailed.',
    );
  });

  it('a refusal is shown with "nothing changed"; the same order retried keeps its key, a changed one does not', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /walkInOrders', new ApiError(503, 'unavailable', 'Busy'));
    renderWalkIn();
    await fillAda(user);
    const enter = screen.getByRole('button', { name: 'Enter and accept the order' });
    await user.click(enter);
    expect((await screen.findByRole('alert')).textContent).toMatch(/error 503.*Nothing was changed/);
    await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
    await user.click(enter);
    await waitFor(() => expect(walkInCalls()).toHaveLength(2));
    await waitFor(() => expect((enter as HTMLButtonElement).disabled).toBe(false));
    await user.clear(screen.getByLabelText('The customer gives (GBP)'));
    await user.type(screen.getByLabelText('The customer gives (GBP)'), '200');
    await user.click(enter);
    await waitFor(() => expect(walkInCalls()).toHaveLength(3));
    const keys = walkInCalls().map((c) => c.headers['idempotency-key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('Click & Sell asks for the currency the customer brings and says what they are paid', async () => {
    const user = userEvent.setup();
    renderWalkIn();
    await user.click(await screen.findByLabelText(/^Click & Sell/));
    await user.selectOptions(screen.getByLabelText('Currency 1'), 'USD');
    await user.type(screen.getByLabelText('The customer gives (USD)'), '200');
    expect(screen.getByText(/The customer is paid/).textContent).toMatch(/^The customer is paid £\d+\.\d\d$/);
    expect(screen.queryByText(`${messages.collectRounding}.`)).toBeNull();
  });
});
