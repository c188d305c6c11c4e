import { and, count, eq } from 'drizzle-orm';
import { MAX_OPEN_RATE_ALERTS, messages, type RateAlertActionResult, type Way } from '@tm/core';
import { rateAlerts } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { consumeAlertToken, deleteAlertTokens } from './rate-alert-tokens';
import { fireRateAlerts } from './rate-alerts';
import { lockMailbox, type RateAlertDeps } from './create-rate-alert';

type AlertRow = typeof rateAlerts.$inferSelect;

const linkInvalid = () => notFound(messages.rateAlertLinkInvalid, 'link_invalid');

const view = (row: AlertRow, status: AlertRow['status']): RateAlertActionResult['alert'] => ({
  code: row.code,
  way: row.way as Way,
  target: row.target,
  status: status as NonNullable<RateAlertActionResult['alert']>['status'],
});

/**
 * Opens a confirmation link (double opt-in): the alert becomes active, and is checked against today's rate
 * at once in the same transaction (it may have been met while the email waited). The link works once; a
 * refusal (another link's token, an expired or used link, the address already at its limit) changes nothing.
 */
export async function confirmAlert(deps: RateAlertDeps, token: string): Promise<RateAlertActionResult> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const alertId = await consumeAlertToken(tx, token, 'confirm', now);
    if (!alertId) throw linkInvalid();
    const [alert] = await tx.select().from(rateAlerts).where(eq(rateAlerts.id, alertId)).for('update');
    if (!alert || alert.status !== 'pending' || alert.confirmBy.getTime() <= now.getTime())
      throw linkInvalid();
    await lockMailbox(tx, alert.mailbox);
    const [active] = await tx
      .select({ n: count() })
      .from(rateAlerts)
      .where(and(eq(rateAlerts.mailbox, alert.mailbox), eq(rateAlerts.status, 'active')));
    if (Number(active?.n ?? 0) >= MAX_OPEN_RATE_ALERTS) {
      throw conflict(messages.rateAlertTooMany(MAX_OPEN_RATE_ALERTS), 'too_many_alerts');
    }
    await tx
      .update(rateAlerts)
      .set({ status: 'active', confirmedAt: now })
      .where(eq(rateAlerts.id, alert.id));
    const fired = await fireRateAlerts(tx, [alert.code], now, {
      publicUrl: deps.config.publicUrl,
      onlyAlertIds: [alert.id],
    });
    return { alert, fired: fired > 0 };
  });
  if (result.fired) deps.outbox.wake();
  return {
    message: result.fired ? messages.rateAlertMetOnConfirm : messages.rateAlertConfirmed,
    alert: view(result.alert, result.fired ? 'fired' : 'active'),
  };
}

/**
 * Opens an unsubscribe link (the page's Stop button, or a mail client's one-click POST): a pending or active
 * alert stops; one that already fired or stopped stays as it is and says so. Either way the alert's links
 * end, so this link works once.
 */
export async function unsubscribeAlert(deps: RateAlertDeps, token: string): Promise<RateAlertActionResult> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const alertId = await consumeAlertToken(tx, token, 'unsubscribe', now);
    if (!alertId) throw linkInvalid();
    const [alert] = await tx.select().from(rateAlerts).where(eq(rateAlerts.id, alertId)).for('update');
    if (!alert) throw linkInvalid();
    await deleteAlertTokens(tx, [alert.id]);
    if (alert.status === 'fired' || alert.status === 'unsubscribed') {
      return { message: messages.rateAlertAlreadyEnded, alert: view(alert, alert.status) };
    }
    await tx
      .update(rateAlerts)
      .set({ status: 'unsubscribed', endedAt: now })
      .where(eq(rateAlerts.id, alert.id));
    return { message: messages.rateAlertStopped, alert: view(alert, 'unsubscribed') };
  });
}
