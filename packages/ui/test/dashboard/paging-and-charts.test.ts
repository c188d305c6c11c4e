import { describe, expect, it } from 'vitest';
import { lastDays, niceMax } from '../../src/dashboard/chart-data';
import { PAGE_SIZE, serverPage } from '../../src/dashboard/paged-orders';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1).padStart(8, '0') }));

describe('serverPage', () => {
  it('keeps a page the server already paged, and offers Next only when the page is full', () => {
    expect(serverPage(rows(7))).toEqual({ rows: rows(7), hasNext: false });
    expect(serverPage(rows(PAGE_SIZE)).hasNext).toBe(true);
  });
});

describe('chart data', () => {
  it('fills the last 30 days, oldest first, with zeros where no orders were placed', () => {
    const days = lastDays(
      [
        { date: '2026-11-20', count: 3 },
        { date: '2026-10-01', count: 9 },
      ],
      new Date(2026, 10, 22, 12),
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-10-24');
    expect(days[29]).toEqual({ date: '2026-11-22', count: 0 });
    expect(days[27]).toEqual({ date: '2026-11-20', count: 3 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(3);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(50)).toBe(50);
  });
});
