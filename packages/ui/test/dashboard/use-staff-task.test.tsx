import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { onSignedOut } from '../../src/dashboard/session-lost';
import { useStaffTask } from '../../src/dashboard/use-staff-task';

describe('useStaffTask', () => {
  it('tells the dashboard the session is gone when a task is refused with 401', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const { result } = renderHook(() => useStaffTask());
    await act(() => result.current[1](() => Promise.reject(new ApiError(401, 'unauthorized', 'Sign in'))));
    stop();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not for other failures', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    const { result } = renderHook(() => useStaffTask());
    await act(() => result.current[1](() => Promise.reject(new ApiError(503, 'unavailable', 'Try again'))));
    stop();
    expect(signedOut).not.toHaveBeenCalled();
  });
});
