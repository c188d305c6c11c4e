import { roleOf, type SessionUser } from '@tm/core';
import type { AuthState } from './auth-context';

/** The signed-in user as the API shows it (spec §3's provider fields that apply here). */
export function toSessionUser(auth: Pick<AuthState, 'user' | 'session'>): SessionUser {
  return {
    uid: auth.user.id,
    email: auth.user.email,
    displayName: auth.user.displayName,
    photoURL: auth.user.photoUrl,
    emailVerified: auth.user.emailVerified,
    role: roleOf(auth.user.role),
    boxGranted: auth.session.boxGranted,
  };
}
