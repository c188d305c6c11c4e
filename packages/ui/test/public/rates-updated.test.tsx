import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExchangeRatesPage } from '../../src/pages/rates/ExchangeRatesPage';
import { EUR, USD, fakeStore } from './fake-store';
import { renderAt } from './render';

afterEach(cleanup);

describe('Rates updated (issue 16.8)', () => {
  it('says when the rates last changed, not when this device fetched them', async () => {
    // Fetched on 22 Nov (fake store); the newest rate change was on 1 Nov.
    const { store } = fakeStore([
      { ...EUR, updatedAt: '2026-11-01T08:30:00.000Z' },
      { ...USD, updatedAt: '2026-10-20T08:30:00.000Z' },
    ]);
    renderAt('/exchangeRates', '/exchangeRates', <ExchangeRatesPage />, store);
    const stamp = await screen.findByText(
      (_, el) => el?.tagName === 'TIME' && el.closest('.rates-updated') !== null,
    );
    expect(stamp.getAttribute('datetime')).toBe('2026-11-01T08:30:00.000Z');
    expect(stamp.textContent).toMatch(/^1 Nov 2026, /);
  });
});
