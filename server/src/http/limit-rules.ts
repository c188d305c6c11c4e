import type { Env } from '../env-schema';

/**
 * Every rate limit of the server, in one table built from the configuration. A door is something a caller
 * can knock on; each of its rules counts by one part of the caller. The README's security section lists them.
 */
export type Door =
  | 'signin'
  | 'signup'
  | 'box'
  | 'contact'
  | 'order'
  | 'track'
  | 'rate-alert'
  | 'verify-resend'
  | 'customer-email'
  | 'branch-email';

/** What a rule counts by: the client address, the account (email, box username), both, or everyone. */
export type Per = 'ip' | 'account' | 'ip+account' | 'all';

export interface LimitRule {
  per: Per;
  limit: number;
  windowMs: number;
}

export interface DoorRules {
  rules: LimitRule[];
  /**
   * Only failures count (sign-in, the Secure Box): the attempt is still reserved before the work, so a burst
   * cannot slip past, and given back when it succeeds, so staff signing in correctly are never locked out.
   */
  onlyFailures: boolean;
  /** The 429's message; `minutes` is how long until the caller may try again. */
  message: (minutes: number) => string;
}

export type LimitRules = Record<Door, DoorRules>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const inMinutes = (minutes: number) => (minutes <= 1 ? 'a minute' : `${minutes} minutes`);

/** Rules with a limit of 0 are switched off (only the order and email limits allow 0). */
const on = (rules: LimitRule[]) => rules.filter((r) => r.limit > 0);

export function limitRulesFrom(env: Env): LimitRules {
  const perAccount = env.AUTH_RATE_LIMIT_PER_MINUTE;
  const perIp = env.AUTH_IP_LIMIT_PER_MINUTE;
  // Per address and account, per address, and per account from every address (an attacker's pass guessed the
  // Admin's password 10 at a time from each of many addresses). The per-account window is an hour long, so
  // its refusal says how long, and for sign-in how the owner gets in meanwhile.
  const guesses = (orElse: string): DoorRules => ({
    rules: [
      { per: 'ip+account', limit: perAccount, windowMs: MINUTE },
      { per: 'ip', limit: perIp, windowMs: MINUTE },
      { per: 'account', limit: env.AUTH_ACCOUNT_FAILURES_PER_HOUR, windowMs: HOUR },
    ],
    onlyFailures: true,
    message: (m) =>
      m <= 1 ? TOO_MANY_ATTEMPTS : `Too many failed attempts. Please try again in ${m} minutes${orElse}.`,
  });
  return {
    signin: guesses(', or reset your password'),
    box: guesses(''),
    signup: {
      rules: [
        { per: 'ip+account', limit: perAccount, windowMs: MINUTE },
        { per: 'ip', limit: env.SIGNUP_LIMIT_PER_IP_PER_HOUR, windowMs: HOUR },
      ],
      onlyFailures: false,
      message: (m) =>
        m <= 1
          ? TOO_MANY_ATTEMPTS
          : `Too many sign-ups from this connection. Please try again in ${m} minutes.`,
    },
    contact: {
      rules: [{ per: 'ip', limit: env.CONTACT_LIMIT_PER_MINUTE, windowMs: MINUTE }],
      onlyFailures: false,
      message: () => 'Too many messages. Please wait a minute and try again.',
    },
    order: {
      rules: on([
        { per: 'ip', limit: env.ORDER_LIMIT_PER_IP_PER_HOUR, windowMs: HOUR },
        { per: 'account', limit: env.ORDER_LIMIT_PER_EMAIL_PER_HOUR, windowMs: HOUR },
      ]),
      onlyFailures: false,
      message: (m) => `Too many orders in a short time. Please try again in ${inMinutes(m)}.`,
    },
    // Tracking answers only to the order number with its email: a limit keeps anyone from guessing pairs.
    track: {
      rules: [{ per: 'ip', limit: env.TRACK_LIMIT_PER_IP_PER_MINUTE, windowMs: MINUTE }],
      onlyFailures: false,
      message: () => TOO_MANY_ATTEMPTS,
    },
    // Each new alert emails its address a confirmation: per address, so nobody floods a stranger's inbox.
    'rate-alert': {
      rules: on([
        { per: 'ip', limit: env.RATE_ALERT_LIMIT_PER_IP_PER_HOUR, windowMs: HOUR },
        { per: 'account', limit: env.RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR, windowMs: HOUR },
      ]),
      onlyFailures: false,
      message: (m) => `Too many rate alerts in a short time. Please try again in ${inMinutes(m)}.`,
    },
    // A new verification link at sign-in at most once a minute per account; the email caps apply as well.
    'verify-resend': {
      rules: [{ per: 'account', limit: 1, windowMs: MINUTE }],
      onlyFailures: false,
      message: () => TOO_MANY_ATTEMPTS,
    },
    'customer-email': {
      rules: on([{ per: 'account', limit: env.CUSTOMER_EMAILS_PER_HOUR, windowMs: HOUR }]),
      onlyFailures: false,
      message: () => 'Too many emails to this address.',
    },
    'branch-email': {
      rules: on([{ per: 'all', limit: env.BRANCH_EMAILS_PER_HOUR, windowMs: HOUR }]),
      onlyFailures: false,
      message: () => 'Too many branch emails.',
    },
  };
}
