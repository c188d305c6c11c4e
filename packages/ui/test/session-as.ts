import { getDefaultStore } from 'jotai';
import type { SessionUser } from '@tm/core';
import { sessionAtom } from '../src/auth/session';

/** Puts the session in the state its first GET /auth/me would have left (the real useSession reads it). */
export function sessionAs(user: Partial<SessionUser> | null, loading = false): void {
  const full = user
    ? ({
        uid: 'u1',
        email: 'a@b.test',
        displayName: null,
        photoURL: null,
        emailVerified: true,
        role: 'user',
        boxGranted: false,
        ...user,
      } as SessionUser)
    : null;
  getDefaultStore().set(sessionAtom, { user: full, loading });
}
