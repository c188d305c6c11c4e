import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@tm/core';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { RateAlertForm } from '../../src/components/RateAlertForm';

/** docs/pricing.md's euro: Collect 1.1522 (band 0.9218 to 1.3826), Sell 1.1767. */
const EUR = { Rate: '1.1650', Sell: '-1.1', Buy: '1' };

afterEach(cleanup);

const posts = () => fakeApi.calls.filter((c) => c.method === 'POST' && c.path === '/rateAlerts');

describe('RateAlertForm', () => {
  it('sends a Collect alert and says to check the email', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /rateAlerts', { message: messages.rateAlertCheckEmail });
    render(<RateAlertForm code="EUR" currency={EUR} />);
    expect(screen.getByRole('form', { name: 'Rate alert for EUR' })).toBeTruthy();
    expect(screen.getByText('Today £1 buys 1.1522 EUR.')).toBeTruthy();
    await user.type(screen.getByLabelText('1 GBP buys at least (EUR)'), '1.18');
    await user.type(screen.getByLabelText('Your email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect((await screen.findByRole('status')).textContent).toBe('Check your email to confirm this alert');
    expect(posts()[0]!.body).toEqual({ email: 'ann@example.com', code: 'EUR', way: 'buy', target: '1.1800' });
  });

  it('turns "selling X gets at least £Y" into a Sell target, rounded so £Y is always reached', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /rateAlerts', { message: messages.rateAlertCheckEmail });
    render(<RateAlertForm code="EUR" currency={EUR} />);
    await user.click(screen.getByLabelText('Selling my EUR gets at least an amount I choose (Click & Sell)'));
    await user.type(screen.getByLabelText('Amount of EUR to sell'), '500');
    expect(screen.getByText('Today selling €500.00 gets £424.92.')).toBeTruthy();
    await user.type(screen.getByLabelText('Get at least (£)'), '430');
    expect(screen.getByText('That is our We Buy rate at 1.1627 EUR per £1, or better.')).toBeTruthy();
    await user.type(screen.getByLabelText('Your email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await screen.findByRole('status');
    expect(posts()[0]!.body).toEqual({
      email: 'sam@example.com',
      code: 'EUR',
      way: 'sell',
      target: '1.1627',
    });
  });

  it('says a Click & Sell problem in the amounts typed: decimals in the currency’s words, a target in pounds', async () => {
    const user = userEvent.setup();
    render(<RateAlertForm code="EUR" currency={EUR} />);
    await user.click(screen.getByLabelText('Selling my EUR gets at least an amount I choose (Click & Sell)'));
    const fx = screen.getByLabelText('Amount of EUR to sell');
    const gbp = screen.getByLabelText('Get at least (£)');
    await user.type(fx, '100.123');
    await user.type(gbp, '50.999');
    await user.type(screen.getByLabelText('Your email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Give EUR amounts with at most 2 decimal places')).toBeTruthy();
    expect(screen.getByText('Give GBP amounts with at most 2 decimal places')).toBeTruthy();
    // A billion euros for £1: said as the pounds that are possible, with no rate hint of a billion per pound.
    await user.clear(fx);
    await user.type(fx, '500');
    await user.clear(gbp);
    await user.type(gbp, '1');
    expect(screen.queryByText(/That is our We Buy rate/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(
      await screen.findByText(
        'For €500.00, choose an amount within 20% of what it gets today: between £424.95 and £531.12.',
      ),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('says what is wrong beside each field, focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<RateAlertForm code="EUR" currency={EUR} />);
    await user.type(screen.getByLabelText('Your email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    const rate = screen.getByLabelText('1 GBP buys at least (EUR)');
    expect(await screen.findByText(messages.rateAlertTargetFormat)).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(rate);

    expect(screen.getByText(messages.enterValidEmail)).toBeTruthy();

    const email = screen.getByLabelText('Your email');
    await user.type(rate, '1.5');
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(
      await screen.findByText(
        "Choose a target within 20% of today's rate: between 1.1523 and 1.3826 EUR per £1.",
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(rate);
    await user.clear(rate);
    await user.type(rate, '1.1');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(
      await screen.findByText('£1 already buys 1.1522 EUR today. Choose a higher target, or order now.'),
    ).toBeTruthy();

    await user.click(screen.getByLabelText('Selling my EUR gets at least an amount I choose (Click & Sell)'));
    await user.type(screen.getByLabelText('Amount of EUR to sell'), '0');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findAllByText(messages.correctAmount)).toHaveLength(2);
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s refusal at the field it names, or for the whole form', async () => {
    const user = userEvent.setup();
    const tooMany = messages.rateAlertTooMany(5);
    fakeApi.on(
      'POST /rateAlerts',
      new ApiError(422, 'target_out_of_range', 'Choose a target within 20%…', [
        { path: ['target'], message: 'Choose a target within 20%…' },
      ]),
    );
    // Without today's rate the form cannot check the band itself: the server does.
    render(<RateAlertForm code="EUR" />);
    const rate = screen.getByLabelText('1 GBP buys at least (EUR)');
    await user.type(rate, '9');
    await user.type(screen.getByLabelText('Your email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Choose a target within 20%…')).toBeTruthy();
    expect(document.activeElement).toBe(rate);

    fakeApi.on('POST /rateAlerts', new ApiError(409, 'too_many_alerts', tooMany));
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
