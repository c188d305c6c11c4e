import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import {
  checkAlertTarget,
  mailboxKey,
  MAX_OPEN_RATE_ALERTS,
  messages,
  RATE_ALERT_BAND_PERCENT,
  type rateAlertRequestSchema,
} from '@tm/core';
import type { z } from 'zod';
import { currencies, rateAlerts, rateAlertTokens } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import { conflict, unprocessable } from '../http/errors';
import { enqueueEmail, type Outbox } from '../mail/outbox';
import { rateAlertConfirmEmail } from '../mail/rate-alert-emails';
import { alertLink, CONFIRM_PATH, createAlertTokens, unsubscribeLinks } from './rate-alert-tokens';

type AlertRequest = z.output<typeof rateAlertRequestSchema>;

/** What the rate alerts' sign-up, confirmation and unsubscribe read of the app. */
export interface RateAlertDeps {
  db: Db;
  clock: () => Date;
  outbox: Pick<Outbox, 'wake'>;
  config: { publicUrl: string; RATE_ALERT_CONFIRM_HOURS: number };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Serialises the alert writes of one inbox (a transaction-scoped advisory lock on its mailboxKey's hash), so
 * two requests at once cannot both see four open alerts and make a sixth and seventh.
 */
export async function lockMailbox(tx: Queryable, mailbox: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-alert:${mailbox}`}))`);
}

/**
 * The inbox's alerts that hold a place: active ones, and pending ones whose link still works. Counted by
 * mailboxKey, so victim+1@ and victim+2@ share victim@'s five.
 */
export async function openAlertCount(tx: Queryable, mailbox: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rateAlerts)
    .where(
      and(
        eq(rateAlerts.mailbox, mailbox),
        or(
          eq(rateAlerts.status, 'active'),
          and(eq(rateAlerts.status, 'pending'), gt(rateAlerts.confirmBy, now)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** How long after a confirmation email the same request sends it again (a lost or spam-filtered email). */
export const RESEND_CONFIRMATION_AFTER_MS = 10 * 60 * 1000;

/**
 * This address's same alert (currency, way, target), pending with a working link or active, with when its
 * newest confirmation link was made: asking again, by a second press or a reload, then makes no second alert.
 */
async function sameAlertOpen(tx: Queryable, alert: AlertRequest, now: Date) {
  const [row] = await tx
    .select({
      id: rateAlerts.id,
      status: rateAlerts.status,
      lastLinkAt: sql<Date | null>`(select max(${rateAlertTokens.createdAt}) from ${rateAlertTokens}
        where ${rateAlertTokens.alertId} = ${rateAlerts.id} and ${rateAlertTokens.purpose} = 'confirm')`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(rateAlerts)
    .where(
      and(
        eq(rateAlerts.email, alert.email),
        eq(rateAlerts.code, alert.code),
        eq(rateAlerts.way, alert.way),
        eq(rateAlerts.target, alert.target),
        or(
          eq(rateAlerts.status, 'active'),
          and(eq(rateAlerts.status, 'pending'), gt(rateAlerts.confirmBy, now)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The confirmation email of a pending alert, with fresh links: a new alert's, or again for one asked for
 * again. Its earlier links keep working until one of them is used (using one ends them all).
 */
async function sendConfirmation(
  tx: Queryable,
  deps: RateAlertDeps,
  alert: { id: string } & Pick<AlertRequest, 'email' | 'code' | 'way' | 'target'>,
  confirmBy: Date,
  now: Date,
) {
  const [confirm, unsubscribe] = await createAlertTokens(
    tx,
    [
      { alertId: alert.id, purpose: 'confirm', expiresAt: confirmBy },
      { alertId: alert.id, purpose: 'unsubscribe', expiresAt: null },
    ],
    now,
  );
  const base = deps.config.publicUrl;
  await enqueueEmail(
    tx,
    rateAlertConfirmEmail(
      { to: alert.email, code: alert.code, way: alert.way, target: alert.target },
      {
        confirm: alertLink(base, CONFIRM_PATH, confirm!),
        ...unsubscribeLinks(base, unsubscribe!),
        hours: deps.config.RATE_ALERT_CONFIRM_HOURS,
      },
    ),
    now,
  );
}

/**
 * A new alert, pending until its owner confirms it: checked against today's customer rate of its way (core's
 * `checkAlertTarget`: within RATE_ALERT_BAND_PERCENT, not met already), then written with its two links and
 * its confirmation email in one transaction. A refusal writes nothing, and so does asking again at once for an
 * alert the address already holds (sameAlertOpen). Resolves with whether a confirmation email was sent.
 */
export async function createRateAlert(deps: RateAlertDeps, request: AlertRequest): Promise<boolean> {
  const { email, code, way, target } = request;
  const now = deps.clock();
  const [currency] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
  if (!currency || currency.deletedAt) {
    throw unprocessable(messages.unknownCurrency(code), 'unknown_currency', [
      { path: ['code'], message: messages.unknownCurrency(code) },
    ]);
  }
  const verdict = checkAlertTarget(
    { way, target },
    { Rate: currency.rate, Sell: currency.sellMargin, Buy: currency.buyMargin },
  );
  if (!verdict.ok) {
    const message =
      verdict.reason === 'out-of-band'
        ? messages.rateAlertOutOfBand(code, RATE_ALERT_BAND_PERCENT, verdict.min, verdict.max)
        : messages.rateAlertAlreadyMet(way, code, verdict.rate);
    throw unprocessable(
      message,
      verdict.reason === 'out-of-band' ? 'target_out_of_range' : 'target_already_met',
      [{ path: ['target'], message }],
    );
  }

  const hours = deps.config.RATE_ALERT_CONFIRM_HOURS;
  const confirmBy = new Date(now.getTime() + hours * HOUR_MS);
  const mailbox = mailboxKey(email);
  const emailed = await deps.db.transaction(async (tx) => {
    await lockMailbox(tx, mailbox);
    // The same answer as a new alert, so it tells nobody what an address has asked for. A pending one whose
    // last email is RESEND_CONFIRMATION_AFTER_MS old gets it again (it was lost, or in spam), with a full
    // confirmation period from now; sooner (a double press, a reload), or an active one: nothing is written.
    const same = await sameAlertOpen(tx, request, now);
    if (same) {
      const lastSent = same.lastLinkAt?.getTime() ?? 0;
      if (same.status !== 'pending' || now.getTime() - lastSent < RESEND_CONFIRMATION_AFTER_MS) return false;
      await tx.update(rateAlerts).set({ confirmBy }).where(eq(rateAlerts.id, same.id));
      await sendConfirmation(tx, deps, { id: same.id, ...request }, confirmBy, now);
      return true;
    }
    if ((await openAlertCount(tx, mailbox, now)) >= MAX_OPEN_RATE_ALERTS) {
      throw conflict(messages.rateAlertTooMany(MAX_OPEN_RATE_ALERTS), 'too_many_alerts');
    }
    const [alert] = await tx
      .insert(rateAlerts)
      .values({ email, mailbox, code, way, target, status: 'pending', createdAt: now, confirmBy })
      .returning({ id: rateAlerts.id });
    if (!alert) throw new Error('rate alert insert returned nothing');
    await sendConfirmation(tx, deps, { id: alert.id, ...request }, confirmBy, now);
    return true;
  });
  if (emailed) deps.outbox.wake();
  return emailed;
}
