import { describe, expect, it } from 'vitest';
import { pageNumbers } from '../../src/dashboard/Pagination';

describe('pageNumbers', () => {
  it('offers the first, the last and two either side of the current page, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 11)).toEqual([1, 2, 3, null, 11]);
    expect(pageNumbers(6, 11)).toEqual([1, null, 4, 5, 6, 7, 8, null, 11]);
    expect(pageNumbers(11, 11)).toEqual([1, null, 9, 10, 11]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
