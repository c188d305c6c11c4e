import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labels, messages } from '@tm/core';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { VerifyEmailPage } from '../../src/pages/auth/VerifyEmailPage';

vi.mock('sonner');

const TOKEN = 'a'.repeat(43);

function renderPage(query = '') {
  const router = createMemoryRouter(
    [
      { path: '/verifyEmail', element: <VerifyEmailPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [`/verifyEmail?token=${TOKEN}${query}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('/verifyEmail', () => {
  it('sends nothing until the password is typed, and lets a wrong one be typed again', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /auth/verify', new ApiError(401, 'signin_failed', messages.passwordMismatch));
    const router = renderPage();
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(messages.enterPassword)).toBeTruthy();
    expect(fakeApi.calls.filter((c) => c.path === '/auth/verify')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(messages.passwordMismatch)).toBeTruthy();
    expect(fakeApi.calls.find((c) => c.path === '/auth/verify')?.body).toEqual({
      token: TOKEN,
      password: 'wrong-pass',
    });
    expect(router.state.location.pathname).toBe('/verifyEmail');
  });

  it('says a used or expired link is dead and offers Sign In', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /auth/verify', new ApiError(400, 'verify_link_invalid', messages.verifyLinkInvalid));
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    const dead = await screen.findByText(messages.verifyLinkInvalid);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signIn');
    expect(screen.queryByLabelText('Password')).toBeNull();
    // The form the keyboard was in is gone: the message holds the focus, and Tab goes on to Sign In.
    expect(document.activeElement).toBe(dead);
  });

  it('a dead reset link offers Sign In with the new password, and a new link', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /auth/verify', new ApiError(400, 'verify_link_invalid', messages.verifyLinkInvalid));
    renderPage('&for=reset');
    await user.type(screen.getByLabelText('New password'), 'second-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByText(labels.auth.resetLinkDead)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signIn');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/resetPassword',
    );
  });

  it('a used reset link says so as it opens, before any password is typed', async () => {
    fakeApi.on('POST /auth/verify/check', { open: false });
    renderPage('&for=reset');
    expect(await screen.findByText(labels.auth.resetLinkDead)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/resetPassword',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fakeApi.calls.find((c) => c.path === '/auth/verify/check')?.body).toEqual({ token: TOKEN });
    expect(fakeApi.calls.filter((c) => c.path === '/auth/verify')).toHaveLength(0);
  });

  it('an open link keeps its form once the server has said so', async () => {
    fakeApi.on('POST /auth/verify/check', { open: true });
    renderPage();
    await vi.waitFor(() =>
      expect(fakeApi.calls.filter((c) => c.path === '/auth/verify/check')).toHaveLength(1),
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByText(messages.verifyLinkInvalid)).toBeNull();
  });
});
