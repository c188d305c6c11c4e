import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { SessionUser } from '@tm/core';
import { isStaff } from '@tm/core/permissions';
import { ApiError, apiFetch } from '../api/client';
import { rememberedUser, rememberUser } from './remembered-user';

export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
}

/** The signed-in user; `loading` until the first GET /api/auth/me answers (spec §4: loading, then in or out). */
export const sessionAtom = atom<SessionState>({ user: null, loading: true });

// The response schemas (and zod with them) load with the first call, after the first screen has rendered.
const schemas = () => import('./session-schemas');

let inflight: Promise<SessionUser | null> | null = null;

/**
 * One GET /api/auth/me at a time, however many components ask. The server's answer is the session; when no
 * answer comes (offline, the server down), the person this device last knew is still shown signed in
 * (remembered-user.ts), so Logout stays within reach.
 */
export function fetchSessionUser(): Promise<SessionUser | null> {
  inflight ??= schemas()
    .then(({ meSchema }) => apiFetch('/auth/me', { schema: meSchema }))
    .then((r) => {
      rememberUser(r.user);
      return r.user;
    })
    .catch((err: unknown) =>
      err instanceof ApiError && (err.status === 0 || err.status >= 500) ? rememberedUser() : null,
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function signIn(email: string, password: string) {
  const { authResultSchema } = await schemas();
  return apiFetch('/auth/signin', { method: 'POST', body: { email, password }, schema: authResultSchema });
}

/** Signs nobody in: the answer says to check the email, whose link opens /verifyEmail. */
export async function signUp(email: string, password: string) {
  const { signUpAnswerSchema } = await schemas();
  return apiFetch('/auth/signup', { method: 'POST', body: { email, password }, schema: signUpAnswerSchema });
}

/** A forgotten password: emails the account's address a link that sets `password` once opened with it. */
export async function requestPasswordReset(email: string, password: string) {
  const { signUpAnswerSchema } = await schemas();
  return apiFetch('/auth/resetPassword', {
    method: 'POST',
    body: { email, password },
    schema: signUpAnswerSchema,
  });
}

/** Opens an emailed verification link with the password chosen at sign-up: proves the address and signs in. */
export async function verifyEmail(token: string, password: string) {
  const { authResultSchema } = await schemas();
  return apiFetch('/auth/verify', { method: 'POST', body: { token, password }, schema: authResultSchema });
}

/** Whether an emailed link is still open (POST /auth/verify/check); changes nothing. */
export async function verifyLinkOpen(token: string): Promise<boolean> {
  const { verifyLinkCheckSchema } = await schemas();
  const { open } = await apiFetch('/auth/verify/check', {
    method: 'POST',
    body: { token },
    schema: verifyLinkCheckSchema,
  });
  return open;
}

export interface Session {
  user: SessionUser | null;
  loading: boolean;
  isAdmin: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  /** Puts a user straight into the session after sign in / sign up, without another round trip. */
  setUser(user: SessionUser | null): void;
}

/**
 * The other open tabs of this browser hear of a sign-in or sign-out at once (a shared device: a customer who
 * signs out in one tab must not stay shown signed in, with their account menu, in another).
 */
let channel: BroadcastChannel | null | undefined;
// Opened on first use, in the browser only: the build's prerender evaluates this module in Node, where an
// open channel would keep the build from ever exiting.
const otherTabs = () => {
  if (channel === undefined)
    channel =
      typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel('tm-session');
  return channel;
};
const tellOtherTabs = (user: SessionUser | null) => otherTabs()?.postMessage({ user });

let loadedOnce = false;
/**
 * Bumped whenever the session is set from an answer that is newer than any GET /auth/me in flight (sign-in,
 * a verification link, sign-out): a /auth/me sent before it may answer after it, and must not put back the
 * state it saw (a signed-out "null" over the user just signed in).
 */
let generation = 0;

export function useSession(): Session {
  const [state, setState] = useAtom(sessionAtom);

  const refresh = useCallback(async () => {
    const asked = generation;
    const user = await fetchSessionUser();
    if (asked === generation) setState({ user, loading: false });
  }, [setState]);

  useEffect(() => {
    const tabs = otherTabs();
    if (!tabs) return;
    const heard = (event: MessageEvent<{ user: SessionUser | null }>) => {
      generation++;
      setState({ user: event.data.user, loading: false });
    };
    tabs.addEventListener('message', heard);
    return () => tabs.removeEventListener('message', heard);
  }, [setState]);

  useEffect(() => {
    if (!loadedOnce && state.loading) {
      loadedOnce = true;
      void refresh();
    }
  }, [state.loading, refresh]);

  const signOut = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      await apiFetch('/auth/signout', { method: 'POST' });
    } finally {
      generation++;
      rememberUser(null);
      tellOtherTabs(null);
      setState({ user: null, loading: false });
    }
  }, [setState]);

  const setUser = useCallback(
    (user: SessionUser | null) => {
      generation++;
      rememberUser(user);
      tellOtherTabs(user);
      setState({ user, loading: false });
    },
    [setState],
  );

  return {
    user: state.user,
    loading: state.loading,
    // "Admin" in the spec's sense: may enter the dashboard, whatever the staff role (issue 29).
    isAdmin: isStaff(state.user?.role),
    refresh,
    signOut,
    setUser,
  };
}
