import type { Context } from 'hono';
import { mailboxKey } from '@tm/core';
import type { Env } from '../env-schema';
import type { LimitRules } from './limit-rules';
import { clientIp } from './client-ip';
import { ApiError } from './errors';
import type { Door, Per } from './limit-rules';
import type { LimiterStore } from './limiter-store';
import { clientKey } from './client-key';

/**
 * The server's one rate limiter. Callers name a door and who is knocking; the rules (limits, windows, what
 * each counts by) come from the configuration (limit-rules.ts) and the counters from the injected store.
 *
 * An attempt is reserved BEFORE the work it guards (the database lookup, Argon2), in one atomic step per
 * rule, so a burst of concurrent requests gets exactly `limit` through and no more. Doors that count only
 * failures give the reservation back when the attempt succeeds.
 */
export interface LimiterDeps {
  config: { limits: LimitRules };
  limitStore: LimiterStore;
  clock: () => Date;
}

export interface Caller {
  ip?: string;
  /** The account being tried: an email (counted by its mailboxKey) or the Secure Box username. */
  account?: string;
}

export interface Reservation {
  /** The attempt succeeded: at doors that count only failures, the reservation is given back. */
  succeeded(): Promise<void>;
  /** It turned out not to be an attempt at all (a replay of an order already placed): given back. */
  cancel(): Promise<void>;
}

function keyOf(door: Door, per: Per, caller: Caller): string {
  const ip = caller.ip ?? '';
  // The inbox, not the literal address: victim+1@ and VICTIM@ knock as one (issue 27).
  const account = mailboxKey(caller.account ?? '');
  switch (per) {
    case 'ip':
      return `${door}|ip|${ip}`;
    case 'account':
      return `${door}|account|${account}`;
    case 'ip+account':
      return `${door}|ip+account|${ip}|${account}`;
    case 'all':
      return `${door}|all`;
  }
}

/** Reserves one attempt at `door` under every rule, or throws 429 (with Retry-After) and counts nothing. */
export async function reserve(deps: LimiterDeps, door: Door, caller: Caller): Promise<Reservation> {
  const { rules, onlyFailures, message } = deps.config.limits[door];
  const now = deps.clock();
  // Every rule at once (the PostgreSQL store settles them in one batch); if any refuses, the others go back.
  const hits = await Promise.all(
    rules.map(async (rule) => {
      const key = keyOf(door, rule.per, caller);
      return { key, ...(await deps.limitStore.hit(key, rule.limit, rule.windowMs, now)) };
    }),
  );
  const taken = hits.filter((hit) => hit.allowed);
  const giveBack = () =>
    Promise.all(taken.map((t) => deps.limitStore.undo(t.key, t.resetAt))).then(() => undefined);
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) {
    await giveBack();
    const seconds = Math.max(1, Math.ceil((refused.resetAt - now.getTime()) / 1000));
    throw new ApiError(429, 'rate_limited', message(Math.ceil(seconds / 60)), undefined, {
      'Retry-After': String(seconds),
    });
  }
  return { succeeded: () => (onlyFailures ? giveBack() : Promise.resolve()), cancel: giveBack };
}

/** reserve() for the calling request, keyed by its client address. */
export function reserveFor(
  c: Context,
  deps: LimiterDeps & { config: { limits: LimitRules } & Pick<Env, 'TRUST_PROXY'> },
  door: Door,
  account?: string,
): Promise<Reservation> {
  return reserve(deps, door, { ip: clientKey(clientIp(c, deps.config.TRUST_PROXY)), account });
}

/**
 * Where an email stands against its cap: 'send' within it; 'first-over' for the first one past it in the
 * window (the moment to say, once, that the rest will not come); 'skip' for the others.
 */
export async function emailAllowance(
  deps: LimiterDeps,
  door: 'customer-email' | 'branch-email',
  to: string,
): Promise<'send' | 'first-over' | 'skip'> {
  const [rule] = deps.config.limits[door].rules;
  if (!rule) return 'send';
  const key = keyOf(door, rule.per, { account: to });
  const hit = await deps.limitStore.hit(key, rule.limit + 1, rule.windowMs, deps.clock());
  if (!hit.allowed) return 'skip';
  return hit.count <= rule.limit ? 'send' : 'first-over';
}
