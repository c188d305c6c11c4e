import type { AppDeps } from '../deps';
import type { SessionRow, UserRow } from '../auth/session';

export type AccountDeps = AppDeps;

/** The caller's session, loaded once per request by the session middleware. */
export interface AuthState {
  user: UserRow;
  session: SessionRow;
  /** Cookie sessions need the CSRF header on state-changing calls; bearer sessions (the kiosk) do not. */
  via: 'cookie' | 'bearer';
}

/** The app's context variables plus the session (`c.var.auth`). */
export type AccountEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    userId: string | undefined;
    auth: AuthState | null;
  };
};
