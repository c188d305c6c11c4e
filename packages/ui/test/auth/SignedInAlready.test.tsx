import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthForm } from '../../src/pages/auth/AuthForm';
import { OfflineStoreProvider } from '../../src/store-context';
import { fakeStore } from '../public/fake-store';
import { fakeApi } from '../fake-api';
import { sessionAs } from '../session-as';

afterEach(() => {
  cleanup();
  sessionAs(null);
});

const neverCalled = () => Promise.reject(new Error('nothing is submitted'));

function renderForm(mode: 'signIn' | 'signUp' | 'reset', path = `/${mode}`) {
  fakeApi.on('GET /auth/providers', {});
  // Sign out (offered when signed in) also clears the device's orders, through the offline store.
  return render(
    <OfflineStoreProvider store={fakeStore().store}>
      <MemoryRouter initialEntries={[path]}>
        <main tabIndex={-1}>
          <AuthForm mode={mode} submit={neverCalled} />
        </main>
      </MemoryRouter>
    </OfflineStoreProvider>,
  );
}

describe('Sign In and Sign Up while signed in', () => {
  it('say whose session it is and offer to go on or sign out, instead of an empty form', () => {
    sessionAs({ email: 'ada@example.com' });
    renderForm('signIn', '/signIn?from=/track');
    expect(screen.getByRole('status').textContent).toBe('You are signed in as ada@example.com.');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/track');
    expect(screen.getByRole('button', { name: 'Sign out and use another account' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('signed out with its button, the keyboard goes to the form that replaced it, not the body', async () => {
    sessionAs({ email: 'ada@example.com' });
    fakeApi.on('POST /auth/signout', {});
    renderForm('signIn');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and use another account' }));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('never continues to another site ("/\\evil.example" is another host to a browser)', () => {
    sessionAs({ email: 'ada@example.com' });
    renderForm('signIn', '/signIn?from=%2F%5Cevil.example%2Fphish');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('Sign Up too, with the home page as the way on when nothing was asked for', () => {
    sessionAs({ email: 'ada@example.com' });
    renderForm('signUp');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it("a forgotten password's form stays: its link may be asked for any address", () => {
    sessionAs({ email: 'ada@example.com' });
    renderForm('reset', '/resetPassword');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('signed out, the form shows', () => {
    sessionAs(null);
    renderForm('signIn');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
