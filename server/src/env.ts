import { authSettingsFrom, type AuthSettings } from './auth/config';
import { envSchema, type Env, type EnvInput } from './env-schema';
import { connectionLimitsFrom, type ConnectionLimits } from './http/guard/connection-limits';
import { openFileLimit } from './http/guard/file-limit';
import { limitRulesFrom, type LimitRules } from './http/limit-rules';

/** loadConfig(): the schema (env-schema.ts) parsed once, and the settings derived from it. */
export { envSchema, isLoopbackUrl, type Env, type EnvInput } from './env-schema';

/** What every part of the server reads: the parsed variables and the settings derived from them. */
export type Config = Env & {
  /** The address customers and staff reach the app at: PUBLIC_URL, else this server. */
  publicUrl: string;
  auth: AuthSettings;
  limits: LimitRules;
  /** Connection and live-stream caps, slow-client timeouts (docs/limits.md). */
  connections: ConnectionLimits;
  /** DEV_TOOLS as set, else on everywhere but production. */
  devTools: boolean;
};

/** The one error of a bad configuration: every problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

function pickKeys(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

/** Parses the environment once and derives the settings; throws ConfigError naming every bad variable. */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  fileLimit: number = openFileLimit(),
): Config {
  const parsed = envSchema.safeParse(pickKeys(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;
  const publicUrl = vars.PUBLIC_URL ?? `http://${vars.HOST}:${vars.PORT}`;
  return {
    ...vars,
    publicUrl,
    auth: authSettingsFrom(vars),
    limits: limitRulesFrom(vars),
    connections: connectionLimitsFrom(vars, fileLimit),
    devTools: vars.DEV_TOOLS ?? vars.NODE_ENV !== 'production',
  };
}

/** The address customers and staff reach the app at, for links in emails. */
export function publicUrlOf(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl;
}

/**
 * Limits no in-process test reaches by accident: every request made with app.request() comes from the same
 * unknown address, so a file's fifty sign-ups and orders would otherwise trip the per-address limits. The
 * tests of the limits set their own.
 */
const TEST_LIMITS: EnvInput = {
  AUTH_IP_LIMIT_PER_MINUTE: '100000',
  SIGNUP_LIMIT_PER_IP_PER_HOUR: '100000',
  ORDER_LIMIT_PER_IP_PER_HOUR: '10000000',
  ORDER_LIMIT_PER_EMAIL_PER_HOUR: '10000000',
  CUSTOMER_EMAILS_PER_HOUR: '10000000',
  BRANCH_EMAILS_PER_HOUR: '10000000',
  RATE_ALERT_LIMIT_PER_IP_PER_HOUR: '10000000',
  RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR: '10000000',
};

/** A full configuration for tests and tools: the given variables over quiet test defaults. */
export function testConfig(overrides: EnvInput = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_LIMITS, ...overrides });
}
