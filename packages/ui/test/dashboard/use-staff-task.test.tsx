import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { onSignedOut } from '../../src/dashboard/session-lost';
import { useStaffTask } from '../../src/dashboard/use-staff-task';

describe('useStaffTask', () => {
  // Only a 401 means the session is gone; any other refusal leaves the staff member signed in.
  it.each([
    {
      name: 'tells the dashboard the session is gone when a task is refused with 401',
      refusal: new ApiError(401, 'unauthorized', 'Sign in'),
      signedOutTimes: 1,
    },
    {
      name: 'does not for other failures',
      refusal: new ApiError(503, 'unavailable', 'Try again'),
      signedOutTimes: 0,
    },
  ])('$name', async ({ refusal, signedOutTimes }) => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const { result } = renderHook(() => useStaffTask());
    await act(() => result.current[1](() => Promise.reject(refusal)));
    stop();
    expect(signedOut).toHaveBeenCalledTimes(signedOutTimes);
  });
});
