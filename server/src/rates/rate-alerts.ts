import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alertFires, alertRate, type AlertCurrency, type Way } from '@tm/core';
import { currencies, outboxEmails, rateAlerts } from '../db/schema';
import type { Queryable } from '../db/types';
import { outboxRows } from '../mail/outbox';
import { rateAlertFiredEmail } from '../mail/rate-alert-emails';
import { createAlertTokens, deleteAlertTokens, unsubscribeLinks } from './rate-alert-tokens';

export interface FireRateAlertsOptions {
  /** The app's public address, for the links in the alert emails. */
  publicUrl: string;
  /** Only these alerts (one just confirmed is checked against today's rate at once). */
  onlyAlertIds?: readonly string[];
}

/** The currency page an alert email links to (built with the rate history, issue 19). */
export function currencyPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/exchangeRates/${code}`;
}

type Claimed = { id: string; email: string; code: string; way: string; target: string };

/**
 * Fires the active alerts of `codes` that the currencies' rates now meet (core's `alertFires`, on the
 * customer rate of each alert's way), inside the caller's transaction: the one that changed the rate. So an
 * alert email exists exactly when the rate change that caused it does.
 *
 * Exactly once with any number of server instances: an alert is claimed by one conditional UPDATE
 * (`status = 'active'` → `fired` … RETURNING). A second transaction firing the same alert waits on the row's
 * lock, re-reads it as fired once the first commits, and claims nothing. The alert's old links end and its
 * email gets a new unsubscribe link (only hashes are stored, so an old one cannot be reused). Returns how many
 * fired; the caller wakes the mail worker once it has committed.
 */
export async function fireRateAlerts(
  tx: Queryable,
  codes: readonly string[],
  now: Date,
  options: FireRateAlertsOptions,
): Promise<number> {
  if (codes.length === 0) return 0;
  const rows = await tx
    .select({
      code: currencies.code,
      Rate: currencies.rate,
      Sell: currencies.sellMargin,
      Buy: currencies.buyMargin,
    })
    .from(currencies)
    .where(and(inArray(currencies.code, [...codes]), isNull(currencies.deletedAt)));
  if (rows.length === 0) return 0;
  const byCode = new Map<string, AlertCurrency>(rows.map((r) => [r.code, r]));
  const active = await tx
    .select({ id: rateAlerts.id, code: rateAlerts.code, way: rateAlerts.way, target: rateAlerts.target })
    .from(rateAlerts)
    .where(
      and(
        inArray(rateAlerts.code, [...byCode.keys()]),
        eq(rateAlerts.status, 'active'),
        options.onlyAlertIds ? inArray(rateAlerts.id, [...options.onlyAlertIds]) : undefined,
      ),
    );

  // The alerts that fire, grouped by the rate they fire at (one currency and way): one UPDATE per group.
  const groups = new Map<string, { rate: string; ids: string[] }>();
  for (const alert of active) {
    const currency = byCode.get(alert.code)!;
    const way = alert.way as Way;
    let fires: boolean;
    let rate: string;
    try {
      fires = alertFires({ way, target: alert.target }, currency);
      rate = alertRate(currency, way);
    } catch {
      // Margins that price nothing (refused by the dashboard anyway) must never block the rate change itself.
      continue;
    }
    if (!fires) continue;
    const key = `${alert.code}|${way}`;
    const group = groups.get(key) ?? { rate, ids: [] };
    group.ids.push(alert.id);
    groups.set(key, group);
  }

  const claimed: Array<Claimed & { rate: string }> = [];
  for (const { rate, ids } of groups.values()) {
    const rowsFired: Claimed[] = await tx
      .update(rateAlerts)
      .set({ status: 'fired', endedAt: now, firedRate: rate })
      .where(and(inArray(rateAlerts.id, ids), eq(rateAlerts.status, 'active')))
      .returning({
        id: rateAlerts.id,
        email: rateAlerts.email,
        code: rateAlerts.code,
        way: rateAlerts.way,
        target: rateAlerts.target,
      });
    claimed.push(...rowsFired.map((r) => ({ ...r, rate })));
  }
  if (claimed.length === 0) return 0;

  const ids = claimed.map((a) => a.id);
  await deleteAlertTokens(tx, ids);
  const tokens = await createAlertTokens(
    tx,
    ids.map((alertId) => ({ alertId, purpose: 'unsubscribe' as const, expiresAt: null })),
    now,
  );
  const emails = claimed.map((alert, i) =>
    rateAlertFiredEmail(
      { to: alert.email, code: alert.code, way: alert.way as Way, target: alert.target, rate: alert.rate },
      {
        currencyPage: currencyPageUrl(options.publicUrl, alert.code),
        ...unsubscribeLinks(options.publicUrl, tokens[i]!),
      },
    ),
  );
  await tx.insert(outboxEmails).values(outboxRows(emails, now));
  return claimed.length;
}
