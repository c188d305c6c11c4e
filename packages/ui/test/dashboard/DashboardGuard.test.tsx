import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardGuard } from '../../src/dashboard/DashboardGuard';
import { reportIfSignedOut } from '../../src/dashboard/session-lost';
import { ApiError } from '../../src/api/client';
import { OfflineStoreProvider } from '../../src/store-context';
import { fakeStore } from '../public/fake-store';
import { fakeApi } from '../fake-api';
import { sessionAs } from '../session-as';

function SignInProbe() {
  const loc = useLocation();
  return (
    <p>
      sign in page {loc.search} state={JSON.stringify(loc.state)}
    </p>
  );
}

function renderAt(path: string) {
  // The customer's Sign out (NoStaffAccess) also clears the device's orders, through the offline store.
  return render(
    <OfflineStoreProvider store={fakeStore().store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signIn" element={<SignInProbe />} />
          <Route
            path="/dashboard/*"
            element={
              <DashboardGuard>
                <p>staff only</p>
              </DashboardGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </OfflineStoreProvider>,
  );
}

afterEach(cleanup);

describe('DashboardGuard', () => {
  it('shows a spinner while the session loads, and nothing of the dashboard', () => {
    // The session's GET /auth/me is still out.
    fakeApi.on('GET /auth/me', () => new Promise(() => {}));
    sessionAs(null, true);
    renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('staff only')).toBeNull();
  });

  it('sends a visitor who is not signed in to /signIn carrying the origin', () => {
    sessionAs(null);
    renderAt('/dashboard/allOrders?page=2');
    const text = screen.getByText(/sign in page/).textContent ?? '';
    expect(text).toContain(`?from=${encodeURIComponent('/dashboard/allOrders?page=2')}`);
    expect(text).toContain('"from":"/dashboard/allOrders?page=2"');
    expect(screen.queryByText('staff only')).toBeNull();
  });

  it('tells a signed-in customer the account has no staff access, instead of looping to /signIn', () => {
    sessionAs({ role: 'user', email: 'customer@b.test' });
    renderAt('/dashboard/Users');
    expect(screen.getByRole('heading', { name: 'This account has no staff access' })).toBeTruthy();
    expect(screen.getByText('customer@b.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out and use a staff account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/sign in page/)).toBeNull();
    expect(screen.queryByText('staff only')).toBeNull();
  });

  it('forgets the user when any dashboard call answers 401, so the screen clears and sign-in follows', () => {
    sessionAs({ role: 'Admin' });
    renderAt('/dashboard/allOrders');
    expect(screen.getByText('staff only')).toBeTruthy();
    act(() => reportIfSignedOut(new ApiError(403, 'forbidden', 'Admins only')));
    expect(screen.getByText('staff only')).toBeTruthy();
    act(() => reportIfSignedOut(new ApiError(401, 'unauthenticated', 'Please sign in first')));
    expect(screen.queryByText('staff only')).toBeNull();
    expect(screen.getByText(/sign in page/).textContent).toContain(
      `?from=${encodeURIComponent('/dashboard/allOrders')}`,
    );
  });

  it('lets an admin in', () => {
    sessionAs({ role: 'Admin' });
    renderAt('/dashboard');
    expect(screen.getByText('staff only')).toBeTruthy();
  });
});
