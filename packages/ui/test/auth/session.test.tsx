import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER } from '@tm/core/fixtures';
import type { SessionUser } from '@tm/core';
import { fakeApi } from '../fake-api';
import { ApiError } from '../../src/api/client';
import { fetchSessionUser, useSession } from '../../src/auth/session';

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

describe('the session offline (a shared device)', () => {
  afterEach(() => localStorage.clear());

  it('keeps showing who is signed in when no answer comes, and forgets them when the server says nobody', async () => {
    fakeApi.on('GET /auth/me', { user });
    expect(await fetchSessionUser()).toEqual(user);
    // Offline (or the server down): still signed in on this device, so Logout stays within reach.
    fakeApi.on('GET /auth/me', new ApiError(0, 'network', 'offline'));
    expect(await fetchSessionUser()).toEqual(user);
    fakeApi.on('GET /auth/me', new ApiError(503, 'unavailable', 'Try again'));
    expect(await fetchSessionUser()).toEqual(user);
    // The server's word that nobody is signed in ends it, online or after.
    fakeApi.on('GET /auth/me', { user: null });
    expect(await fetchSessionUser()).toBeNull();
    fakeApi.on('GET /auth/me', new ApiError(0, 'network', 'offline'));
    expect(await fetchSessionUser()).toBeNull();
  });
});

describe('the session across tabs (a shared device)', () => {
  it('shows a sign-out made in another tab at once', async () => {
    fakeApi.on('GET /auth/me', { user });
    const { result } = renderHook(() => useSession());
    act(() => result.current.setUser(user));
    expect(result.current.user).toEqual(user);
    // Another tab of this browser signs out: it tells the others on the same channel.
    const otherTab = new BroadcastChannel('tm-session');
    otherTab.postMessage({ user: null });
    await waitFor(() => expect(result.current.user).toBeNull());
    otherTab.close();
  });
});
