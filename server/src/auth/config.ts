import type { Env } from '../env-schema';

/**
 * The settings of accounts, sessions, the Secure Box and OIDC, derived from the one parsed configuration
 * (env.ts) and read as `deps.config.auth`.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number | undefined;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export interface OidcSettings {
  name: string;
  clientId: string;
  clientSecret: string;
  /** The `iss` of the provider's id_tokens. */
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
  /** Absolute callback URL, or undefined to derive it from the request's origin. */
  redirectUrl: string | undefined;
}

export interface AuthSettings {
  passwordPolicy: PasswordPolicy;
  argon2: { memoryCost: number; timeCost: number };
  sessionDays: number;
  verifyEmailHours: number;
  oidc: OidcSettings | null;
  box: { username: string; password: string | undefined };
  adminEmails: string[];
  staff: { email: string | undefined; password: string | undefined };
}

export const GOOGLE_ENDPOINTS = {
  issuer: 'https://accounts.google.com',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
} as const;

function oidcFrom(env: Env): OidcSettings | null {
  const clientId = env.OIDC_CLIENT_ID;
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  return {
    name: env.OIDC_ISSUER_NAME ?? 'Google',
    clientId,
    clientSecret,
    issuer: env.OIDC_ISSUER ?? GOOGLE_ENDPOINTS.issuer,
    authorizationUrl: env.OIDC_AUTHORIZATION_URL ?? GOOGLE_ENDPOINTS.authorizationUrl,
    tokenUrl: env.OIDC_TOKEN_URL ?? GOOGLE_ENDPOINTS.tokenUrl,
    userinfoUrl: env.OIDC_USERINFO_URL ?? GOOGLE_ENDPOINTS.userinfoUrl,
    jwksUrl: env.OIDC_JWKS_URL ?? GOOGLE_ENDPOINTS.jwksUrl,
    redirectUrl:
      env.OIDC_REDIRECT_URL ??
      (env.PUBLIC_URL ? new URL('/api/auth/oidc/callback', env.PUBLIC_URL).href : undefined),
  };
}

export function authSettingsFrom(env: Env): AuthSettings {
  return {
    passwordPolicy: {
      minLength: env.PASSWORD_MIN_LENGTH,
      maxLength: env.PASSWORD_MAX_LENGTH,
      requireLowercase: env.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: env.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: env.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: env.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST },
    sessionDays: env.SESSION_DAYS,
    verifyEmailHours: env.VERIFY_EMAIL_HOURS,
    oidc: oidcFrom(env),
    box: { username: env.BOX_USERNAME, password: env.BOX_PASSWORD },
    adminEmails: env.ADMIN_EMAILS,
    staff: { email: env.STAFF_EMAIL?.toLowerCase(), password: env.STAFF_PASSWORD },
  };
}
