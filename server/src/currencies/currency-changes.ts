import { eq } from 'drizzle-orm';
import {
  marginProblem,
  marginWarnings,
  marginWarningText,
  messages,
  type AddCurrencyRequest,
} from '@tm/core';
import { writeAudit } from '../audit/audit';
import { currencies } from '../db/schema';
import type { Db, Queryable, Tx } from '../db/types';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import type { Logger } from '../logger';
import type { Outbox } from '../mail/outbox';
import type { RateBus } from '../rates/bus';
import { fireRateAlerts } from '../rates/rate-alerts';
import { changeOf, recordRateChange } from '../rates/rate-history';
import { toApiCurrency, type CurrencyRow } from './currency-mapper';

/**
 * The back office's changes to the currency list (spec §7; issues 17, 22): add, edit, a new market rate, delete.
 * Each writes its audit row, and, when the rate or the margins move, the rate history and the rate alerts they
 * now meet, in one transaction; then it tells every listener (snapshot, SSE) that rates changed. The market
 * rate always comes from the server's own lookup (rates/rate-lookup.ts), never from the request.
 */
export interface CurrencyChangeDeps {
  db: Db;
  clock: () => Date;
  outbox: Pick<Outbox, 'wake'>;
  bus: Pick<RateBus, 'notify'>;
  logger: Logger;
  config: { publicUrl: string };
}

/** Margins are percentages the branch can price with (core marginProblem); 400 naming the margin (message and `issues`) if not. */
export function checkMargin(name: 'Sell' | 'Buy', value: string): void {
  const problem = marginProblem(name, value);
  if (problem) throw badRequest(problem, 'validation_failed', [{ path: [name], message: problem }]);
}

/**
 * Margins that lose the branch money are saved only when the request says it means them (`confirmLoss: true`,
 * what the dashboard sends after its second confirmation): the dashboard's warning alone protected nobody who
 * calls the API directly. 422 naming what is wrong, nothing written.
 */
export function checkMarginsConfirmed(
  margins: { Sell: string; Buy: string },
  confirmLoss: boolean | undefined,
) {
  const warnings = marginWarnings(margins);
  if (warnings.length === 0 || confirmLoss === true) return;
  throw new ApiError(
    422,
    'margins_unconfirmed',
    `${warnings.map((w) => marginWarningText[w]).join(' ')} To save these margins anyway, confirm them (confirmLoss: true). Nothing was changed.`,
  );
}

async function findLive(tx: Queryable, code: string): Promise<CurrencyRow> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
  if (!row || row.deletedAt) throw notFound(messages.currencyNotFound(code));
  return row;
}

/** The currency of `code` while it is on the list; null when it is unknown or deleted. */
export async function liveCurrency(db: Queryable, code: string): Promise<CurrencyRow | null> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row && !row.deletedAt ? row : null;
}

const auditView = (row: CurrencyRow | undefined) =>
  // The audit keeps the row as stored, whichever provider was in use.
  row ? { ...toApiCurrency(row, false), deleted: row.deletedAt !== null } : null;

/**
 * Margins that lose the branch money are allowed (staff confirmed them twice in the dashboard, and a promotion
 * may want them) but never silently: who saved them, and which warnings they carried, is its own audit row.
 */
async function auditMarginWarnings(
  tx: Queryable,
  entry: { actor: string; code: string; margins: { Sell: string; Buy: string }; at: Date },
): Promise<void> {
  const warnings = marginWarnings(entry.margins);
  if (warnings.length === 0) return;
  await writeAudit(tx, {
    actor: entry.actor,
    action: 'currency-margin-warning',
    entity: 'currency',
    entityId: entry.code,
    before: null,
    after: { ...entry.margins, warnings },
    at: entry.at,
  });
}

/** Tells every listener (snapshot, SSE) that rates changed; a failed announcement is logged, not fatal. */
async function announce(deps: CurrencyChangeDeps): Promise<void> {
  await deps.bus.notify().catch((error: unknown) => {
    deps.logger.warn('rate bus notify failed', {
      reason: error instanceof Error ? error.message : 'unknown',
    });
  });
}

/**
 * A change written in one transaction at one instant (the clock is read once, so its row, rate history, audit
 * and alerts agree on the time); once it is committed, the emails of the alerts it fired are sent and every
 * listener hears of it.
 */
async function commitChange(
  deps: CurrencyChangeDeps,
  write: (tx: Tx, now: Date) => Promise<{ row: CurrencyRow; fired: number }>,
): Promise<CurrencyRow> {
  const now = deps.clock();
  const { row, fired } = await deps.db.transaction((tx) => write(tx, now));
  if (fired > 0) deps.outbox.wake();
  await announce(deps);
  return row;
}

export interface LiveCurrencyChange {
  code: string;
  set: Partial<typeof currencies.$inferInsert>;
  action: 'currency-update' | 'currency-rate' | 'currency-rate-accepted' | 'currency-delete';
  /** New margins, when the change sets them: margins that lose money get an audit row of their own. */
  margins?: { Sell: string; Buy: string };
  /** Staff confirmed margins that lose money (checkMarginsConfirmed). */
  confirmLoss?: boolean;
  /** Where a change of rate or margins comes from in the rate history (none for a delete). */
  source?: 'check' | 'edit';
}

/**
 * What a change stamps on the row. `updatedAt` is the market rate's time, the one customers read as "Rates
 * updated …" and the order path's 48-hour age check judges (core rate-age.ts), so only a new rate moves it: a
 * name or margin edit had made a three-week-old rate look fresh and taken orders at it.
 */
function stamp(change: LiveCurrencyChange, now: Date) {
  if (change.action === 'currency-delete') return { deletedAt: now };
  return change.set.rate === undefined ? {} : { updatedAt: now };
}

/**
 * Locks a live currency (404 when there is none), applies the change and writes its audit row (and, when the
 * rate or the margins changed, its rate history and fired alerts) in one transaction, then announces it.
 */
export async function changeLiveCurrency(
  deps: CurrencyChangeDeps,
  change: LiveCurrencyChange,
  actor: string,
): Promise<CurrencyRow> {
  return commitChange(deps, async (tx, now) => {
    const before = await findLive(tx, change.code);
    // After the 404 for an unknown code: whether the margins need confirming is a question about a currency.
    if (change.margins) checkMarginsConfirmed(change.margins, change.confirmLoss);
    const [row] = await tx
      .update(currencies)
      .set({ ...change.set, ...stamp(change, now) })
      .where(eq(currencies.code, change.code))
      .returning();
    if (!row) throw new Error('currency update returned nothing');
    if (change.source) await recordRateChange(tx, changeOf(row, change.source, now));
    await writeAudit(tx, {
      actor,
      action: change.action,
      entity: 'currency',
      entityId: change.code,
      before: auditView(before),
      after: auditView(row),
      at: now,
    });
    if (change.margins)
      await auditMarginWarnings(tx, { actor, code: change.code, margins: change.margins, at: now });
    // A new rate or new margins move the customer rates: the alerts they now meet fire with this change.
    const fired =
      change.action === 'currency-delete'
        ? 0
        : await fireRateAlerts(tx, [change.code], now, { publicUrl: deps.config.publicUrl });
    return { row, fired };
  });
}

const alreadyListed = (code: string) =>
  conflict(`${code} is already in the currency list`, 'currency_exists');

/** 409 when `code` is already a live currency of the list. */
export async function refuseIfListed(db: Queryable, code: string): Promise<void> {
  if (await liveCurrency(db, code)) throw alreadyListed(code);
}

/**
 * Adds a currency at `rate` (the server's lookup) with its margins. A deleted code comes back as the same
 * row, so its rate history stays in one place, and the alerts still active for it may fire at once.
 */
export async function addCurrency(
  deps: CurrencyChangeDeps,
  body: AddCurrencyRequest,
  rate: string,
  actor: string,
): Promise<CurrencyRow> {
  return commitChange(deps, async (tx, now) => {
    const [before] = await tx.select().from(currencies).where(eq(currencies.code, body.value)).for('update');
    if (before && !before.deletedAt) throw alreadyListed(body.value);
    const values = {
      label: body.label,
      rate,
      sellMargin: body.Sell,
      buyMargin: body.Buy,
      sample: false,
      updatedAt: now,
      deletedAt: null,
    };
    const [after] = before
      ? await tx.update(currencies).set(values).where(eq(currencies.code, body.value)).returning()
      : await tx
          .insert(currencies)
          .values({ code: body.value, ...values })
          .returning();
    if (!after) throw new Error('currency write returned nothing');
    await recordRateChange(tx, changeOf(after, 'add', now));
    const fired = await fireRateAlerts(tx, [after.code], now, { publicUrl: deps.config.publicUrl });
    await writeAudit(tx, {
      actor,
      action: 'currency-add',
      entity: 'currency',
      entityId: after.code,
      before: auditView(before),
      after: auditView(after),
      at: now,
    });
    await auditMarginWarnings(tx, { actor, code: after.code, margins: body, at: now });
    return { row: after, fired };
  });
}
