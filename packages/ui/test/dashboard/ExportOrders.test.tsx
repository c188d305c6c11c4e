import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportOrders } from '../../src/dashboard/ExportOrders';
import { renderInRouter } from '../render-in-app';

afterEach(() => {
  vi.useRealTimers();
});

const dayIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ExportOrders', () => {
  it("opens on the 30 London days up to London's today: at 00:30 BST on 15 July, To is the 15th", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-14T23:30:00Z'));
    renderInRouter(<ExportOrders />);
    expect(dayIn('To')).toBe('2027-07-15');
    expect(dayIn('From')).toBe('2027-06-15');
  });
});
