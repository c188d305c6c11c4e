// Before anything loads Dexie, which looks for IndexedDB once, at import.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCartLine } from '@tm/core';
import { CUSTOMER, EUR } from '@tm/core/fixtures';
import { offlineHarness, type OfflineHarness } from '@tm/offline/testing';
import { ApiError } from '../../src/api/client';
import { fakeApi } from '../fake-api';
import { Component as DevSyncRoute } from '../../src/dev/route';
import { renderWithStore } from '../render-in-app';

/** The page and the not-found page are lazy chunks: their first import can outlast findBy's default second. */
const LAZY = { timeout: 10_000 };

let h: OfflineHarness;
afterEach(() => {
  cleanup();
  fakeApi.reset();
  localStorage.clear();
  h?.close();
});

const order = (gbp: string) => ({
  ...CUSTOMER,
  Orders: [makeCartLine({ currency: EUR, way: 'buy', gbp, id: `line-${gbp}` })],
  status: 'buy' as const,
});

const mount = () => renderWithStore(h.store, <DevSyncRoute />);

describe('/dev/sync', () => {
  it('is "Page not found" when the server has no dev tools (404), and forgets an earlier yes', async () => {
    h = offlineHarness();
    localStorage.setItem('tm:devTools', 'on');
    fakeApi.on('GET /devTools', new ApiError(404, 'not_found', 'Not found'));
    mount();
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toHaveProperty(
      'textContent',
      'Page not found',
    );
    expect(localStorage.getItem('tm:devTools')).toBeNull();
  });

  it('offline, opens on the answer the device last had', async () => {
    h = offlineHarness();
    localStorage.setItem('tm:devTools', 'on');
    fakeApi.on('GET /devTools', new ApiError(0, 'network', 'Something went wrong'));
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync inspector' }, LAZY)).toBeTruthy();
  });

  it('shows a waiting entry with its key, attempts, error and next try; drop asks first, saying what is lost', async () => {
    h = offlineHarness();
    fakeApi.on('GET /devTools', { syncInspector: '/dev/sync' });
    h.net.offline();
    const { key } = await h.store.outbox.submit(order('100'));
    mount();
    const entry = await screen.findByTestId('outbox-entry', {}, LAZY);
    expect(within(entry).getByText(key)).toBeTruthy();
    expect(within(entry).getByTestId('entry-state').textContent).toBe('Waiting');
    expect(within(entry).getByTestId('entry-attempts').textContent).toBe('1');
    expect(within(entry).getByTestId('entry-error').textContent).toBe('Failed to fetch');
    expect(within(entry).getByTestId('entry-answer').textContent).toBe('None to the last attempt');

    fireEvent.click(within(entry).getByRole('button', { name: 'Drop…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('has not reached the branch');
    expect(dialog.textContent).toContain('£100.00 for EUR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await h.store.outbox.list()).toHaveLength(1);

    fireEvent.click(within(entry).getByRole('button', { name: 'Drop…' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Drop it for good' }),
    );
    await waitFor(async () => expect(await h.store.outbox.list()).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('outbox-entry')).toBeNull());
  });

  it('simulate offline cuts this tab off; retry now after it delivers', async () => {
    h = offlineHarness();
    fakeApi.on('GET /devTools', { syncInspector: '/dev/sync' });
    mount();
    const toggle = await screen.findByRole('button', { name: 'Simulate offline in this tab' }, LAZY);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByTestId('sync-online')).textContent).toBe('Offline (simulated in this tab)');
    const { key } = await h.store.outbox.submit(order('50'));
    expect(h.net.log).toEqual([]);
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('entry-state').textContent).toBe('Delivered'));
    expect(h.api.orderCalls).toEqual([key]);
    expect(screen.getByTestId('entry-answer').textContent).toMatch(/^201 \d{8} /);
  });
});
