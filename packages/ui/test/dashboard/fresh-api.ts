import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi } from '../../src/api/__mocks__/client';

/** Each test of the calling file starts with no API answers or calls and fresh mocks, and leaves nothing rendered. */
export function freshApiEachTest() {
  beforeEach(() => {
    fakeApi.reset();
    vi.clearAllMocks();
  });
  afterEach(cleanup);
}
