import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type SessionUser } from '@tm/core';
import { fakeApi } from '../fake-api';
import { SignInPage } from '../../src/pages/auth/SignInPage';
import { ResetPasswordPage } from '../../src/pages/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../../src/pages/auth/VerifyEmailPage';

vi.mock('sonner');
afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/signIn', element: <SignInPage /> },
      { path: '/resetPassword', element: <ResetPasswordPage /> },
      { path: '/verifyEmail', element: <VerifyEmailPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a forgotten password', () => {
  it('is asked for from Sign In: the email and the new password, then "check your email"', async () => {
    const user = userEvent.setup();
    fakeApi.on('POST /auth/resetPassword', { message: messages.checkYourEmailReset });
    const router = renderAt('/signIn');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'new-secret-pass');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByRole('status')).textContent).toContain(messages.checkYourEmailReset);
    // It does not say whether the address has an account.
    expect(screen.queryByText(/We sent it to/)).toBeNull();
    expect(fakeApi.calls.find((c) => c.path === '/auth/resetPassword')?.body).toEqual({
      email: 'ada@example.com',
      password: 'new-secret-pass',
    });
  });

  it("the emailed link's page asks for the new password and signs in with it", async () => {
    const user = userEvent.setup();
    const signedIn: SessionUser = {
      uid: 'u1',
      email: 'ada@example.com',
      displayName: null,
      photoURL: null,
      emailVerified: true,
      role: 'user',
      boxGranted: false,
    };
    fakeApi.on('POST /auth/verify', { user: signedIn });
    const router = renderAt(`/verifyEmail?token=${'a'.repeat(43)}&for=reset`);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'new-secret-pass');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeApi.calls.find((c) => c.path === '/auth/verify')?.body).toEqual({
      token: 'a'.repeat(43),
      password: 'new-secret-pass',
    });
  });
});
