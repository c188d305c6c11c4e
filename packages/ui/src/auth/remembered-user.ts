import type { SessionUser } from '@tm/core';

const KEY = 'tm.session-user';

/**
 * Who this device last knew to be signed in, so a page opened offline still shows them signed in, with
 * Logout, instead of "Sign In" (a shared device's next customer would otherwise find the account back once
 * online, never offered a way out). Display only: the server decides what a session may do, and the entry
 * goes the moment the server says nobody is signed in, or at sign-out.
 */
export function rememberUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the page then shows what the server says, as before.
  }
}

export function rememberedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<SessionUser> | null;
    return user && typeof user.email === 'string' && typeof user.role === 'string'
      ? (user as SessionUser)
      : null;
  } catch {
    return null;
  }
}
