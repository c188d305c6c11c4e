// Each dashboard screen's tab title, and focus on its heading after a menu link (an accessibility audit).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as Dashboard } from '../../src/dashboard/route';
import { OfflineStoreProvider } from '../../src/store-context';
import { fakeStore } from '../public/fake-store';
import { sessionAs } from '../session-as';

afterEach(cleanup);

function renderDashboard(path: string) {
  sessionAs({ role: 'Admin', email: 'admin@e2e.test' });
  render(
    <OfflineStoreProvider store={fakeStore().store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<Dashboard />} />
        </Routes>
      </MemoryRouter>
    </OfflineStoreProvider>,
  );
}

describe('dashboard screens', () => {
  it("each has its own tab title, in the customer pages' format, not found included", async () => {
    renderDashboard('/dashboard/walkIn');
    await waitFor(() => expect(document.title).toBe('Walk-in order | Dashboard | Travel Money'));
    cleanup();
    renderDashboard('/dashboard/nothing-here');
    await waitFor(() => expect(document.title).toBe('Page not found | Dashboard | Travel Money'));
  });

  it('a side menu link titles the new screen and moves focus to its heading', async () => {
    renderDashboard('/dashboard/walkIn');
    const user = userEvent.setup();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    const link = [...nav.querySelectorAll('a')].find((a) => a.textContent === 'Close of day')!;
    await user.click(link);

    await waitFor(() => expect(document.title).toBe('Close of day | Dashboard | Travel Money'));
    const heading = screen.getByRole('heading', { level: 2, name: 'Close of day' });
    expect(document.activeElement).toBe(heading);
  });

  it("the phone drawer's link does the same: focus on the new screen's heading, not back on Open menu", async () => {
    renderDashboard('/dashboard/walkIn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Close of day' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Close of day' })),
    );
  });
});
