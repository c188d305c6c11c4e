import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../src/app';
import { outboxEmails, rateAlerts } from '../../src/db/schema';
import { RateLookupError, type RateProvider } from '../../src/rates/provider';
import { jsonRequest, type TestApp } from '../auth/support';

/** A rate service whose answers a test sets (unknown codes answer 'unknown currency', never an outage). */
export function settableRates(
  known: Record<string, string>,
): RateProvider & { set(code: string, rate: string): void } {
  return {
    name: 'fake',
    async lookup(code) {
      const rate = known[code];
      if (!rate) throw new RateLookupError(code, 'unknown-currency');
      return rate;
    },
    set(code, rate) {
      known[code] = rate;
    },
  };
}

export interface AlertBody {
  email: string;
  code: string;
  way: 'buy' | 'sell';
  target: string | number;
}

export const createAlert = (app: TestApp, body: AlertBody, headers: Record<string, string> = {}) =>
  app.request('/api/rateAlerts', jsonRequest(body, headers));

export const confirmLink = (app: TestApp, token: string) =>
  app.request('/api/rateAlerts/confirm', jsonRequest({ token }));

export const unsubscribeLink = (app: TestApp, token: string) =>
  app.request('/api/rateAlerts/unsubscribe', jsonRequest({ token }));

/** The rate-alert emails queued for an address, oldest first, optionally of one kind. */
export async function alertEmails(deps: Pick<AppDeps, 'db'>, to: string, kind?: string) {
  return deps.db
    .select()
    .from(outboxEmails)
    .where(kind ? and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)) : eq(outboxEmails.to, to))
    .orderBy(asc(outboxEmails.id));
}

/** The token of a link to `path` in an email's text. */
export function tokenIn(text: string, path: string): string {
  const escaped = path.replace(/[/]/g, '\\/');
  const token = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in: ${text}`);
  return token;
}

/** The confirm and unsubscribe tokens of the newest confirmation email to an address. */
export async function confirmationTokens(deps: Pick<AppDeps, 'db'>, to: string) {
  const email = (await alertEmails(deps, to, 'rate-alert-confirm')).at(-1);
  if (!email) throw new Error(`no confirmation email to ${to}`);
  return {
    confirm: tokenIn(email.text, '/rateAlerts/confirm'),
    unsubscribe: tokenIn(email.text, '/rateAlerts/unsubscribe'),
    email,
  };
}

export async function alertsOf(deps: Pick<AppDeps, 'db'>, email: string) {
  return deps.db
    .select()
    .from(rateAlerts)
    .where(eq(rateAlerts.email, email))
    .orderBy(asc(rateAlerts.createdAt));
}

/** Creates an alert and opens its confirmation link: an active alert. */
export async function activeAlert(app: TestApp, deps: Pick<AppDeps, 'db'>, body: AlertBody) {
  const created = await createAlert(app, body);
  if (created.status !== 202) throw new Error(`alert refused: ${created.status} ${await created.text()}`);
  const tokens = await confirmationTokens(deps, body.email);
  const confirmed = await confirmLink(app, tokens.confirm);
  if (confirmed.status !== 200)
    throw new Error(`confirm refused: ${confirmed.status} ${await confirmed.text()}`);
  return tokens;
}
