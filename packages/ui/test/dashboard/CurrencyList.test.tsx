import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Currency } from '@tm/core';
import { CurrencyList } from '../../src/dashboard/CurrencyList';
import { fakeApi } from '../fake-api';
import { toast } from '../../__mocks__/sonner';
import { ApiError } from '../../src/api/client';
import { freshApiEachTest } from './fresh-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

const cur = (value: string, label: string, Rate: string, Sell: string, Buy: string): Currency => ({
  value,
  label,
  Rate,
  Sell,
  Buy,
  updatedAt: '2024-03-03T10:00:00.000Z',
  sample: true,
});

freshApiEachTest();

function renderList() {
  renderInRouter(<CurrencyList />);
}

describe('Manipulate Currency', () => {
  it('finds a currency by code or country, says when none matches, and shows when each was last changed', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /currency', [
      cur('EUR', 'European Union', '1.1650', '-1.1', '1'),
      cur('JPY', 'Japan', '167.3420', '-2.5', '3'),
    ]);
    fakeApi.on('GET /liveMode', status({ on: false }));
    renderList();
    await screen.findByText('Japan');
    const eurRow = screen.getByText('European Union').closest('tr')!;
    const changed = within(eurRow).getByText((_, el) => el?.tagName === 'TIME');
    expect(changed.getAttribute('datetime')).toBe('2024-03-03T10:00:00.000Z');
    expect(changed.textContent).toMatch(/^3 Mar 2024, \d\d:00$/);

    await user.type(screen.getByLabelText('Find a currency'), 'japan');
    expect(screen.queryByText('European Union')).toBeNull();
    expect(screen.getByText('Japan')).toBeTruthy();
    await user.clear(screen.getByLabelText('Find a currency'));
    await user.type(screen.getByLabelText('Find a currency'), 'eur');
    expect(screen.getByText('European Union')).toBeTruthy();
    expect(screen.queryByText('Japan')).toBeNull();
    await user.type(screen.getByLabelText('Find a currency'), 'x');
    expect(screen.getByRole('status').textContent).toBe('No currency matches eurx.');
  });

  it('shows market, buying and selling prices by the domain rules, and an Update link per row', async () => {
    fakeApi.on('GET /currency', [cur('EUR', 'European Union', '1.1650', '-1.1', '1')]);
    fakeApi.on('GET /liveMode', status({ on: false }));
    renderList();
    const row = (await screen.findByText('European Union')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // docs/pricing.md: buying 1.1650 x 1.01 = 1.1767, selling 1.1650 x 0.989 = 1.1522.
    expect(cells.slice(0, 4)).toEqual(['European Union', '1.1650', '1.1767', '1.1522']);
    expect(within(row).getByRole('link', { name: 'Update EUR' }).getAttribute('href')).toBe(
      '/dashboard/update/EUR',
    );
  });

  it('Get the Latest turns live mode on, refreshes each row with its own spinner, then refetches the list', async () => {
    const user = userEvent.setup();
    let eurRate = '1.1650';
    const release: Record<string, () => void> = {};
    fakeApi.on('GET /currency', () => [
      cur('EUR', 'European Union', eurRate, '-1.1', '1'),
      cur('USD', 'United States', '1.3380', '-1', '1'),
    ]);
    fakeApi.on('GET /liveMode', status({ on: false }));
    fakeApi.on('PUT /liveMode', (c: { body: { on: boolean } }) => status(c.body));
    for (const code of ['EUR', 'USD']) {
      fakeApi.on(
        `PUT /UpdateCurrencyPrice/${code}`,
        () => new Promise<object>((r) => (release[code] = () => r({}))),
      );
    }
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Get the Latest' }));

    expect(await screen.findByRole('button', { name: 'Stop the Latest' })).toBeTruthy();
    expect(fakeApi.calls.find((c) => c.method === 'PUT' && c.path === '/liveMode')?.body).toEqual({
      on: true,
    });
    const eurRow = screen.getByText('European Union').closest('tr')!;
    await waitFor(() =>
      expect(within(eurRow).getByRole('status').textContent).toContain('Loading the latest EUR rate'),
    );
    expect(eurRow.getAttribute('aria-busy')).toBe('true');

    eurRate = '1.2000';
    release.EUR!();
    await waitFor(() => expect(release.USD).toBeDefined());
    expect(within(eurRow).queryByRole('status')).toBeNull();
    release.USD!();
    await waitFor(() =>
      expect(within(screen.getByText('European Union').closest('tr')!).getByText('1.2000')).toBeTruthy(),
    );
    expect(fakeApi.calls.filter((c) => c.path === '/currency')).toHaveLength(2);
  });

  it('deleting asks first and says Deleted {code}! with the currency text', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /currency', [cur('EUR', 'European Union', '1.1650', '-1.1', '1')]);
    fakeApi.on('GET /liveMode', status({ on: false }));
    fakeApi.on('DELETE /currencyDelete/EUR', {
      title: 'Deleted EUR!',
      text: 'Your Currency has been deleted.',
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete EUR' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Deleted EUR!', {
        description: 'Your Currency has been deleted.',
      }),
    );
  });

  it('tells staff, on the screen and in one toast, that live mode cannot reach the service and since when', async () => {
    const since = new Date();
    since.setHours(14, 2, 0, 0);
    fakeApi.on('GET /currency', [cur('EUR', 'European Union', '1.1650', '-1.1', '1')]);
    fakeApi.on('GET /liveMode', status({ on: true, service: outageSince(since) }));
    // Each pass stops at the first row: the service is down, the others would only wait.
    fakeApi.on(
      'PUT /UpdateCurrencyPrice/EUR',
      new ApiError(503, 'rates_unavailable', 'The exchange-rate service cannot be reached.'),
    );
    renderList();
    const text =
      'Live mode cannot reach the exchange-rate service since 14:02: it did not answer within 5000 ms. ' +
      'The board is showing the last rates.';
    expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
    // The spec's toggle text stays.
    expect(screen.getByRole('button', { name: 'Stop the Latest' })).toBeTruthy();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('lists rates the server would not use, and accepting one sends that exact rate', async () => {
    const user = userEvent.setup();
    fakeApi.on('GET /currency', [cur('EUR', 'European Union', '1.1650', '-1.1', '1')]);
    const rejection = {
      code: 'EUR',
      rate: '1000',
      lastRate: '1.165000',
      reason: 'moved',
      movePercent: '85736.1',
      at: '2026-11-02T10:00:00.000Z',
      message:
        'The exchange-rate service answered EUR = 1000, +85736.1% from the last rate 1.165000; it is not used until an Admin accepts it.',
    };
    fakeApi.on('GET /liveMode', status({ on: false, rejected: [rejection] }));
    fakeApi.on('PUT /UpdateCurrencyPrice/EUR', {});
    renderList();
    expect(await screen.findByText(rejection.message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept EUR 1000' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, use 1000' }));
    await waitFor(() =>
      expect(fakeApi.calls.find((c) => c.path === '/UpdateCurrencyPrice/EUR')?.body).toEqual({
        acceptRate: '1000',
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated EUR currency'));
  });
});

function outageSince(since: Date) {
  return {
    state: 'outage',
    since: since.toISOString(),
    lastAnswerAt: null,
    reason: 'timeout',
    detail: '5000 ms',
  };
}

function status(over: Record<string, unknown>) {
  return {
    on: false,
    intervalSeconds: 60,
    lastRunAt: null,
    lastUpdated: 0,
    lastError: null,
    service: { state: 'ok', since: null, lastAnswerAt: null, reason: null, detail: null },
    unknownCodes: [],
    rejected: [],
    ...over,
  };
}
