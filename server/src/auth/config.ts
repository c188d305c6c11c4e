import { z } from 'zod';

/**
 * Settings of accounts, sessions, the Secure Box, OIDC and live mode. They are read from the same validated
 * configuration object as the rest of the server (`deps.config`); keys the base env schema does not know yet
 * fall back to the process environment, so every one of them can be set without touching env.ts.
 * `authEnvShape` can be spread into the base schema to validate them at start as well.
 */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .default(false)
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()));

const optionalUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const authEnvShape = {
  PASSWORD_MIN_LENGTH: int(1, 1024).default(6),
  PASSWORD_MAX_LENGTH: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(1024).optional()),
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_NUMERIC: flag,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag,
  /** Argon2id cost; the defaults are OWASP's minimum for argon2id (19 MiB, 2 passes). Tests lower them. */
  ARGON2_MEMORY_KIB: int(8, 1024 * 1024).default(19456),
  ARGON2_TIME_COST: int(1, 20).default(2),
  SESSION_DAYS: int(1, 365).default(30),
  /** Sign-in, sign-up and Secure Box attempts allowed per minute for one client address and account. */
  AUTH_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(10),
  OIDC_ISSUER_NAME: optionalText,
  OIDC_NAME: optionalText,
  OIDC_AUTHORIZATION_URL: optionalUrl,
  OIDC_TOKEN_URL: optionalUrl,
  OIDC_USERINFO_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_REDIRECT_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  BOX_USERNAME: optionalText,
  BOX_PASSWORD: optionalText,
  ADMIN_EMAILS: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : (v ?? '').split(',')).map((e) => e.trim().toLowerCase()).filter(Boolean),
    ),
  STAFF_EMAIL: optionalText,
  STAFF_PASSWORD: optionalText,
  LIVE_MODE_INTERVAL_SECONDS: int(5, 86_400).default(60),
};

const authEnvSchema = z.object(authEnvShape);
type AuthEnv = z.infer<typeof authEnvSchema>;

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
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Absolute callback URL, or undefined to derive it from the request's origin. */
  redirectUrl: string | undefined;
}

export interface AuthSettings {
  passwordPolicy: PasswordPolicy;
  argon2: { memoryCost: number; timeCost: number };
  sessionDays: number;
  rateLimitPerMinute: number;
  oidc: OidcSettings | null;
  box: { username: string; password: string | undefined };
  adminEmails: string[];
  staff: { email: string | undefined; password: string | undefined };
  liveModeIntervalSeconds: number;
}

export const GOOGLE_ENDPOINTS = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;

export class AuthConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'AuthConfigError';
  }
}

function toSettings(env: AuthEnv): AuthSettings {
  const clientId = env.OIDC_CLIENT_ID;
  const clientSecret = env.OIDC_CLIENT_SECRET;
  const oidc: OidcSettings | null =
    clientId && clientSecret
      ? {
          name: env.OIDC_ISSUER_NAME ?? env.OIDC_NAME ?? 'Google',
          clientId,
          clientSecret,
          authorizationUrl: env.OIDC_AUTHORIZATION_URL ?? GOOGLE_ENDPOINTS.authorizationUrl,
          tokenUrl: env.OIDC_TOKEN_URL ?? GOOGLE_ENDPOINTS.tokenUrl,
          userinfoUrl: env.OIDC_USERINFO_URL ?? GOOGLE_ENDPOINTS.userinfoUrl,
          redirectUrl:
            env.OIDC_REDIRECT_URL ??
            (env.PUBLIC_URL ? new URL('/api/auth/oidc/callback', env.PUBLIC_URL).href : undefined),
        }
      : null;
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
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    oidc,
    box: { username: env.BOX_USERNAME ?? 'box', password: env.BOX_PASSWORD },
    adminEmails: env.ADMIN_EMAILS,
    staff: { email: env.STAFF_EMAIL?.toLowerCase(), password: env.STAFF_PASSWORD },
    liveModeIntervalSeconds: env.LIVE_MODE_INTERVAL_SECONDS,
  };
}

/**
 * Builds the settings from a configuration object (typed values) layered over an environment (strings).
 * Throws AuthConfigError naming every bad variable.
 */
export function parseAuthSettings(
  config: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>> = {},
): AuthSettings {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(authEnvShape)) {
    const value = config[key] ?? env[key];
    if (value !== undefined && value !== null) picked[key] = value;
  }
  const parsed = authEnvSchema.safeParse(picked);
  if (!parsed.success) {
    throw new AuthConfigError(
      parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`),
    );
  }
  return toSettings(parsed.data);
}

const cache = new WeakMap<object, AuthSettings>();

/** The settings for one configuration object, parsed once. */
export function authSettingsFor(config: object): AuthSettings {
  let settings = cache.get(config);
  if (!settings) {
    settings = parseAuthSettings(config as Record<string, unknown>, process.env);
    cache.set(config, settings);
  }
  return settings;
}
