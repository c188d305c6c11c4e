import { z } from 'zod';
import { authEnvShape } from './auth/config';

/**
 * Configuration, validated once at start. A bad value stops the server with a message naming the variable,
 * rather than failing later in the middle of a request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(
    z
      .string()
      .refine((s) => {
        try {
          return protocols.test(new URL(s).protocol);
        } catch {
          return false;
        }
      }, 'must be a valid URL')
      .optional(),
  );

const emailList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be a comma-separated list of email addresses')));

const intInRange = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intInRange(0, 65535, 3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  /**
   * PostgreSQL connections in the pool. Ten left 50 concurrent order writers queueing for a connection; each
   * transaction is short, so more connections than cores still pays while they wait on the network.
   */
  DB_POOL_MAX: intInRange(1, 500, 20),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** SMTP connection string (smtp://user:pass@host:port); unset means .eml files in MAIL_DIR. */
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_DIR: z.string().trim().min(1).default('./data/mail'),
  MAIL_FROM: z.string().trim().min(3).default('Travel Money <no-reply@travel-money.local>'),
  /** Receives the branch notification of every new order. */
  BRANCH_EMAIL: z.email('must be an email address').default('branch@travel-money.local'),
  PUBLIC_DIR: z.string().trim().min(1).default('apps/pwa/dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Public origin of the app, used in emails and OAuth redirects; defaults to http://HOST:PORT. */
  PUBLIC_URL: optionalUrl(/^https?:$/),
  STAFF_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  STAFF_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  ADMIN_EMAILS: emailList,
  BOX_USERNAME: z.string().trim().min(1).default('box'),
  BOX_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  /** Exchange-rate service base URL; unset means the bundled offline sample rates. */
  RATES_API_URL: optionalUrl(/^https?:$/),
  RATES_API_KEY: optionalString,
  RATES_TIMEOUT_MS: intInRange(100, 60_000, 5000),
  /** The kiosk renderer's origin, the only cross-origin caller CORS lets in. */
  KIOSK_ORIGIN: optionalString,
  SESSION_DAYS: intInRange(1, 365, 30),
  OIDC_ISSUER: optionalUrl(/^https?:$/),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  /** Honour X-Forwarded-For for client IPs (rate limits) only behind a trusted proxy. */
  TRUST_PROXY: booleanFlag,
  /** Largest accepted request body. */
  BODY_LIMIT_BYTES: intInRange(1024, 10 * 1024 * 1024, 64 * 1024),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Account settings the base schema does not already check (the shared ones, like PUBLIC_URL, are checked once). */
const authEnvSchema = z.object(
  Object.fromEntries(Object.entries(authEnvShape).filter(([key]) => !(key in envSchema.shape))),
);

function pickKeys(env: Record<string, string | undefined>, shape: object): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = pickKeys(env, envSchema.shape);
  const parsed = envSchema.safeParse(picked);
  // The account settings (password policy, Argon2 cost, OIDC, live mode) have their own schema beside the
  // code that reads them; they are checked here too, so a bad one also stops the server at start.
  const accounts = authEnvSchema.safeParse(pickKeys(env, authEnvSchema.shape));
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...(accounts.success ? [] : accounts.error.issues),
  ].map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}

/** The address customers and staff reach the app at, for links in emails: PUBLIC_URL, else this server. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
}

/** A full configuration for tests and tools, with the given overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
