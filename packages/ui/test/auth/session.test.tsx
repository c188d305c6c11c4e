import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER } from '@tm/core/fixtures';
import type { SessionUser } from '@tm/core';
import { fakeApi } from '../fake-api';
import { useSession } from '../../src/auth/session';

const user: SessionUser = {
  uid: 'u-1',
  email: CUSTOMER.Email,
  displayName: null,
  photoURL: null,
  emailVerified: true,
  role: 'user',
  boxGranted: false,
};

describe('useSession', () => {
  it('keeps a user just signed in when an older GET /auth/me answers "nobody" after it', async () => {
    let answerMe: (value: unknown) => void = () => {};
    fakeApi.on('GET /auth/me', () => new Promise((resolve) => (answerMe = resolve)));
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(fakeApi.calls.some((c) => c.path === '/auth/me')).toBe(true));

    // A verification link signs the person in while the first /auth/me (sent without a cookie) is out.
    act(() => result.current.setUser(user));
    await act(async () => answerMe({ user: null }));

    expect(result.current.user).toEqual(user);
    expect(result.current.loading).toBe(false);
  });
});
