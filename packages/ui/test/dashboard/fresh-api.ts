import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the calling file starts with no API answers or calls (the fake clears them after each test) and
 * fresh mocks, and leaves nothing rendered.
 */
export function freshApiEachTest() {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(cleanup);
}
