import { z } from 'zod';
import { DEFAULT_RATES_MAX_AGE_HOURS } from '@tm/core/rate-age';

/**
 * The server's whole configuration: ONE schema of every environment variable, parsed once at start
 * (loadConfig), with the settings the code uses (password policy, OIDC, Argon2 cost, rate limits…) derived
 * from it. The result reaches every handler as `deps.config`; nothing else reads process.env. A bad value
 * stops the server with one line per variable naming it, rather than failing later inside a request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

function isUrlOf(s: string, protocols: RegExp): boolean {
  try {
    return protocols.test(new URL(s).protocol);
  } catch {
    return false;
  }
}

/** An optional URL whose scheme `protocols` accepts; `expected` says which, in the error ("a postgres:// URL"). */
const optionalUrl = (protocols: RegExp, expected: string) =>
  optionalString.pipe(
    z
      .string()
      .refine((s) => isUrlOf(s, protocols), `must be ${expected}`)
      .optional(),
  );

const httpUrl = optionalUrl(/^https?:$/, 'an http(s) URL');

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

/** A whole number or unset (empty counts as unset). */
const optionalInt = (min: number, max: number) =>
  optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  );

/** A yes/no variable whose default depends on another (unset stays undefined; loadConfig decides). */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes'));

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
    .default(fallback)
    .transform((v) => (v === '' ? fallback === 'true' : v === 'true' || v === '1' || v === 'yes'));

const booleanFlag = flag('false');

/** An amount of pounds with at most 2 decimals, from 0 to £10,000,000. */
const gbpAmount = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be an amount of pounds like 5000 or 2500.50')
    .default(fallback)
    .transform((v) => Number(v).toFixed(2));

/** A limit per window; 0 switches that limit off (load tests), never the default. */
const limit = (fallback: number) => intInRange(0, 10_000_000, fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intInRange(0, 65535, 3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'a postgres:// URL'),
  /**
   * PostgreSQL connections in the pool. Ten left 50 concurrent order writers queueing for a connection; each
   * transaction is short, so more connections than cores still pays while they wait on the network.
   */
  DB_POOL_MAX: intInRange(1, 500, 20),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * Where backups go; unset means DATA_DIR/backups: one folder to look after and copy off the machine, and on
   * the disk whose free space the operator already watches (docs/operations.md).
   */
  BACKUP_DIR: optionalString,
  /** Backups kept in BACKUP_DIR; after each new one the oldest past this number are deleted. */
  BACKUP_KEEP: intInRange(1, 10_000, 14),
  /** The server makes a backup once a day on its own (one instance of several); false leaves it to cron. */
  BACKUP_DAILY: flag('true'),
  /** SMTP connection string (smtp://user:pass@host:port); unset means .eml files in MAIL_DIR. */
  SMTP_URL: optionalUrl(/^smtps?:$/, 'an smtp:// or smtps:// URL'),
  MAIL_DIR: z.string().trim().min(1).default('./data/mail'),
  MAIL_FROM: z.string().trim().min(3).default('Travel Money <no-reply@travel-money.local>'),
  /** Emails each instance's worker sends at once (and SMTP connections it keeps open for them). */
  MAIL_SEND_CONCURRENCY: intInRange(1, 32, 4),
  /** Receives the branch notification of every new order. */
  BRANCH_EMAIL: z.email('must be an email address').default('branch@travel-money.local'),
  PUBLIC_DIR: z.string().trim().min(1).default('apps/pwa/dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Public origin of the app, used in emails and OAuth redirects; defaults to http://HOST:PORT. */
  PUBLIC_URL: httpUrl,
  STAFF_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  STAFF_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  ADMIN_EMAILS: emailList,
  BOX_USERNAME: z.string().trim().min(1).default('box'),
  BOX_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  /**
   * Exchange-rate service base URL; unset means the bundled offline sample rates. The API key travels in a
   * header, so plain http is refused except on this machine (loopback), where nothing crosses a network.
   */
  RATES_API_URL: optionalString.pipe(
    z
      .string()
      .refine((s) => isUrlOf(s, /^https?:$/), 'must be an http(s) URL')
      .refine(
        (s) => !isUrlOf(s, /^https?:$/) || s.startsWith('https:') || isLoopbackUrl(s),
        'must be an https:// URL (http:// only on loopback: the API key would travel in clear)',
      )
      .optional(),
  ),
  RATES_API_KEY: optionalString,
  RATES_TIMEOUT_MS: intInRange(100, 60_000, 5000),
  /** A looked-up rate further than this from the last one is not stored until an Admin accepts it. */
  RATE_MAX_MOVE_PERCENT: intInRange(1, 1000, 10),
  /**
   * No order is taken on a rate (not a sample) set longer ago than this; core rate-age.ts gives the default's
   * reasons (48: a branch updating by hand each opening morning, closed on Sunday).
   */
  RATES_MAX_AGE_HOURS: intInRange(1, 24 * 14, DEFAULT_RATES_MAX_AGE_HOURS),
  LIVE_MODE_INTERVAL_SECONDS: intInRange(5, 86_400, 60),
  /** The kiosk renderer's origin, the only cross-origin caller CORS lets in. */
  KIOSK_ORIGIN: optionalString,
  SESSION_DAYS: intInRange(1, 365, 30),
  /** How long an email verification link works. */
  VERIFY_EMAIL_HOURS: intInRange(1, 24 * 14, 24),
  /** Key of the CSRF tokens' HMAC; unset means one made at first start and kept in the database. */
  CSRF_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PASSWORD_MIN_LENGTH: intInRange(1, 1024, 6),
  PASSWORD_MAX_LENGTH: optionalInt(1, 1024),
  PASSWORD_REQUIRE_LOWERCASE: booleanFlag,
  PASSWORD_REQUIRE_UPPERCASE: booleanFlag,
  PASSWORD_REQUIRE_NUMERIC: booleanFlag,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: booleanFlag,
  /** Argon2id cost; the defaults are OWASP's minimum for argon2id (19 MiB, 2 passes). Tests lower them. */
  ARGON2_MEMORY_KIB: intInRange(8, 1024 * 1024, 19456),
  ARGON2_TIME_COST: intInRange(1, 20, 2),
  /** Failed sign-ins and Secure Box tries, and sign-ups, per client address and account, per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: intInRange(1, 10_000, 10),
  /** Failed sign-ins and Secure Box tries per client address across all accounts, per minute. */
  AUTH_IP_LIMIT_PER_MINUTE: intInRange(1, 100_000, 30),
  /**
   * Failed sign-ins (and Secure Box tries) of one account per hour, from every address together: guesses
   * spread over many addresses stop here. The owner can still get in by resetting the password.
   */
  AUTH_ACCOUNT_FAILURES_PER_HOUR: intInRange(1, 100_000, 50),
  SIGNUP_LIMIT_PER_IP_PER_HOUR: intInRange(1, 100_000, 20),
  CONTACT_LIMIT_PER_MINUTE: intInRange(1, 10_000, 5),
  /** Order tracking lookups (POST /api/track) per client address per minute. */
  TRACK_LIMIT_PER_IP_PER_MINUTE: intInRange(1, 10_000, 20),
  /** The GBP bounds of one order (what the customer pays or is paid); a minimum of 0 is off. */
  ORDER_MIN_GBP: gbpAmount('0'),
  ORDER_MAX_GBP: gbpAmount('5000'),
  /**
   * Linked transactions (Money Laundering Regulations 2017): one customer's orders (the same phone, mailbox, or
   * name and postcode: core customer-keys.ts) within this many days that together reach the threshold need an
   * ID check before the order is completed.
   */
  CDD_LINKED_DAYS: intInRange(1, 3650, 90),
  /** About EUR 15,000: the regulations' threshold for occasional transactions, in GBP. */
  CDD_THRESHOLD_GBP: gbpAmount('12500'),
  ORDER_LIMIT_PER_IP_PER_HOUR: limit(60),
  ORDER_LIMIT_PER_EMAIL_PER_HOUR: limit(10),
  /** Emails an anonymous caller can make the server send to one address (order confirmations, sign-up). */
  CUSTOMER_EMAILS_PER_HOUR: limit(6),
  /**
   * Branch copies of new orders per hour; past it one notice says copies are held, and within the hour one
   * digest lists the held orders (jobs/branch-digest.ts): none is dropped.
   */
  BRANCH_EMAILS_PER_HOUR: limit(60),
  /** Rate alerts created (POST /rateAlerts) per client address and per alert email, per hour. */
  RATE_ALERT_LIMIT_PER_IP_PER_HOUR: limit(20),
  RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR: limit(5),
  /** How long a rate alert's confirmation link works; an alert not confirmed by then never fires. */
  RATE_ALERT_CONFIRM_HOURS: intInRange(1, 24 * 14, 48),
  /** Any OpenID Connect provider; the defaults are Google's. The button shows only with id and secret. */
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_NAME: optionalString,
  /** The `iss` every id_token must carry. */
  OIDC_ISSUER: httpUrl,
  OIDC_AUTHORIZATION_URL: httpUrl,
  OIDC_TOKEN_URL: httpUrl,
  OIDC_USERINFO_URL: httpUrl,
  /** Where the provider publishes the keys its id_tokens are signed with. */
  OIDC_JWKS_URL: httpUrl,
  OIDC_REDIRECT_URL: httpUrl,
  /** Honour X-Forwarded-For for client IPs (rate limits) only behind a trusted proxy. */
  TRUST_PROXY: booleanFlag,
  /**
   * Client connections one address may hold open at once (the socket's address; not applied with
   * TRUST_PROXY, where every connection comes from the proxy and nginx limits per real client instead).
   * A shop's Wi-Fi or a phone carrier puts several customers behind one address, each browser opening ~6.
   */
  MAX_CONNECTIONS_PER_ADDRESS: intInRange(1, 1_000_000, 128),
  /** Client connections in all; unset (or above it), what the open-file limit leaves room for (docs/limits.md). */
  MAX_CONNECTIONS: optionalInt(16, 10_000_000),
  /** A client must send a request's headers within this (a slow client holds a connection until then). */
  HEADERS_TIMEOUT_MS: intInRange(1000, 600_000, 10_000),
  /** …and the whole request, body included, within this (Node's own default is 5 minutes). */
  REQUEST_TIMEOUT_MS: intInRange(1000, 3_600_000, 30_000),
  /** A kept-alive connection with no request is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: intInRange(100, 600_000, 5000),
  /** Live streams (GET /api/events, /api/track/events) per client address: a phone, a kiosk and a board. */
  LIVE_STREAMS_PER_ADDRESS: intInRange(1, 100_000, 6),
  /** Live streams per instance in all (never more than three quarters of the connection cap). */
  LIVE_STREAMS_MAX: intInRange(1, 1_000_000, 2000),
  /**
   * The developers' tools: the sync inspector at /dev/sync (and GET /api/devTools, which tells the app). Unset:
   * on, except with NODE_ENV=production.
   */
  DEV_TOOLS: optionalFlag,
  /** Largest accepted request body. */
  BODY_LIMIT_BYTES: intInRange(1024, 10 * 1024 * 1024, 64 * 1024),
});

/** The variables as set (strings), for loadConfig and the typed test helper. */
export type EnvInput = Partial<Record<keyof typeof envSchema.shape, string>>;
export type Env = z.output<typeof envSchema>;

/** 127.0.0.0/8, ::1 and localhost: where a plain-http call never leaves the machine. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}
