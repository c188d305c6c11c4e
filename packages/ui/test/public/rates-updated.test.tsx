import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatesUpdated } from '../../src/components/RatesUpdated';
import { ExchangeRatesPage } from '../../src/pages/rates/ExchangeRatesPage';
import { EUR, USD, fakeStore } from './fake-store';
import { renderAt } from './render';

afterEach(cleanup);

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('Rates updated (issue 16.8)', () => {
  it('says when the rates last changed, not when this device fetched them', async () => {
    // Fetched on 22 Nov (fake store); the newest rate change was on 1 Nov.
    const { store } = fakeStore([
      { ...EUR, sample: false, updatedAt: '2026-11-01T08:30:00.000Z' },
      { ...USD, sample: false, updatedAt: '2026-10-20T08:30:00.000Z' },
    ]);
    renderAt('/exchangeRates', '/exchangeRates', <ExchangeRatesPage />, store);
    const stamp = await screen.findByText(
      (_, el) => el?.tagName === 'TIME' && el.closest('.rates-updated') !== null,
    );
    expect(stamp.getAttribute('datetime')).toBe('2026-11-01T08:30:00.000Z');
    expect(stamp.textContent).toMatch(/^1 Nov 2026, /);
  });

  it('a page of sample rates says so, wherever one is a sample (issue 31.8)', async () => {
    const { store } = fakeStore([
      { ...EUR, sample: true, updatedAt: hoursAgo(1) },
      { ...USD, sample: false, updatedAt: hoursAgo(1) },
    ]);
    renderAt('/exchangeRates', '/exchangeRates', <ExchangeRatesPage />, store);
    expect(await screen.findByText('Sample rates — not for trading')).toBeTruthy();
    expect(screen.queryByText(/Rates updated/)).toBeNull();
  });
});

describe('Rates last updated (issue 31.8)', () => {
  const line = () => document.querySelector('.rates-updated');

  it('within a day: "Rates updated", not marked', () => {
    render(<RatesUpdated changedAt={hoursAgo(23)} />);
    expect(line()?.textContent).toMatch(/^Rates updated /);
    expect(line()?.classList.contains('rates-updated--warn')).toBe(false);
  });

  it('older than a day: "Rates last updated", marked', () => {
    render(<RatesUpdated changedAt={hoursAgo(25)} />);
    expect(line()?.textContent).toMatch(/^Rates last updated /);
    expect(line()?.classList.contains('rates-updated--warn')).toBe(true);
  });

  it('samples: "Sample rates — not for trading" and no date, however recent', () => {
    render(<RatesUpdated changedAt={hoursAgo(0)} sample />);
    expect(line()?.textContent).toBe('Sample rates — not for trading');
    expect(document.querySelector('time')).toBeNull();
  });
});
