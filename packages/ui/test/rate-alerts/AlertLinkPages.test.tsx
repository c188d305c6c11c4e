import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@tm/core';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { RateAlertConfirmPage } from '../../src/pages/rate-alerts/RateAlertConfirmPage';
import { RateAlertUnsubscribePage } from '../../src/pages/rate-alerts/RateAlertUnsubscribePage';

const TOKEN = 'b'.repeat(43);
const ALERT = { code: 'EUR', way: 'buy', target: '1.1800' } as const;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/rateAlerts/confirm', element: <RateAlertConfirmPage /> },
      { path: '/rateAlerts/unsubscribe', element: <RateAlertUnsubscribePage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the pages of rate-alert links', () => {
  it('confirms only when the button is pressed, then links to the currency', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /rateAlerts/confirm', {
      message: messages.rateAlertConfirmed,
      alert: { ...ALERT, status: 'active' },
    });
    renderAt(`/rateAlerts/confirm?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirm your rate alert' })).toBeTruthy();
    expect(fakeApi.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.rateAlertConfirmed);
    expect(fakeApi.calls[0]).toMatchObject({ method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: 'See today’s EUR rate' }).getAttribute('href')).toBe(
      '/exchangeRates/EUR',
    );
  });

  it('stops an alert with the button, and says when a link no longer works', async () => {
    const user = userEvent.setup();
    fakeApi.on(
      'POST /rateAlerts/unsubscribe',
      new ApiError(404, 'link_invalid', messages.rateAlertLinkInvalid),
    );
    renderAt(`/rateAlerts/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.rateAlertLinkInvalid);
    // A dead link offers no button to press again, says what a second press usually means, and a way on.
    expect(screen.queryByRole('button', { name: 'Stop this alert' })).toBeNull();
    expect(screen.getByText(messages.rateAlertLinkUsed.unsubscribe)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See today’s rates' }).getAttribute('href')).toBe(
      '/exchangeRates',
    );
    cleanup();

    fakeApi.on('POST /rateAlerts/unsubscribe', {
      message: messages.rateAlertStopped,
      alert: { ...ALERT, status: 'unsubscribed' },
    });
    renderAt(`/rateAlerts/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Stop this alert' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.rateAlertStopped);
  });

  it('offers no button without a token', () => {
    renderAt('/rateAlerts/confirm');
    expect(screen.getByRole('button', { name: 'Confirm my alert' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(messages.rateAlertLinkInvalid);
  });
});
