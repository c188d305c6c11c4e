/*
 * Just over 300 lines: the back office's currency routes (rate lookup, add, edit, price, delete) share their
 * declarations and audit shapes; the rate change itself is already apart in currency-rate.ts.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  addCurrencyRequestSchema,
  currencyChangeResultSchema,
  currencyCode,
  currencyDeletedSchema,
  marginWarnings,
  messages,
  rateLookupSchema,
  sameRate,
  updateCurrencyPriceRequestSchema,
  updateCurrencyRequestSchema,
} from '@tm/core';
import { currencies } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { reportRejection } from '../../rates/checked-lookup';
import { changeOf, recordRateChange } from '../../rates/rate-history';
import { fireRateAlerts } from '../../rates/rate-alerts';
import { withoutRejection } from '../../rates/rate-watch';
import { writeAudit } from '../../audit/audit';
import type { AccountEnv } from '../../pipeline/auth-context';
import { toApiCurrency, type CurrencyRow } from '../../currencies/currency-mapper';
import { lookupRateOrFail } from './currency-rate';

/** Margins are percentages: above -100 (a rate of zero or less is no rate) and below 1000, at most 4 dp. */
function checkMargin(name: 'Sell' | 'Buy', value: string): void {
  const n = Number(value);
  if (!/^-?\d+(\.\d{1,4})?$/.test(value) || !(n > -100 && n < 1000)) {
    throw badRequest(
      `${name} must be a percentage above -100 and below 1000, with at most 4 decimals`,
      'validation_failed',
    );
  }
}

const byCode = z.object({ code: currencyCode });
const byValue = z.object({ value: currencyCode });

async function findLive(tx: Queryable, code: string): Promise<CurrencyRow> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
  if (!row || row.deletedAt) throw notFound(messages.currencyNotFound(code));
  return row;
}

const auditView = (row: CurrencyRow | undefined) =>
  row ? { ...toApiCurrency(row), deleted: row.deletedAt !== null } : null;

interface LiveCurrencyChange {
  code: string;
  set: Partial<typeof currencies.$inferInsert>;
  action: 'currency-update' | 'currency-rate' | 'currency-rate-accepted' | 'currency-delete';
  /** The new market rate, when the change sets one: it goes to the rate history too. */
  rate?: string;
  /** New margins, when the change sets them: margins that lose money get an audit row of their own. */
  margins?: { Sell: string; Buy: string };
  /** Where a change of rate or margins comes from in the rate history (none for a delete). */
  source?: 'check' | 'edit';
}

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

/**
 * Locks a live currency, applies the change and writes its audit row (and, when the rate or the margins
 * changed, its rate history) in one transaction, then announces it.
 */
async function changeLiveCurrency(c: Context<AccountEnv>, change: LiveCurrencyChange): Promise<CurrencyRow> {
  const deps = c.get('deps');
  const actor = c.get('auth')!.user.email;
  const now = deps.clock();
  const after = await deps.db.transaction(async (tx) => {
    const before = await findLive(tx, change.code);
    const [row] = await tx
      .update(currencies)
      .set({
        ...change.set,
        ...(change.action === 'currency-delete' ? { deletedAt: now } : { updatedAt: now }),
      })
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
  if (after.fired > 0) deps.outbox.wake();
  await announce(c);
  return after.row;
}

/** Tells every listener (snapshot, SSE) that rates changed; a failed announcement is logged, not fatal. */
async function announce(c: Context<AccountEnv>): Promise<void> {
  const deps = c.get('deps');
  await deps.bus.notify().catch((error: unknown) => {
    deps.logger.warn('rate bus notify failed', {
      reason: error instanceof Error ? error.message : 'unknown',
    });
  });
}

const rateLookup = adminRoute('currencies (staff)', 'get', '/rateLookup/{code}', {
  capability: 'currencies.manage',
  summary:
    "The market rate from the rate service (the Check button); 422 'Wrong currency tried'. A rate that moved too far from the last one is answered with `rejected` (why it would not be stored); nothing is written.",
  request: { params: byCode },
  responses: { 200: json(rateLookupSchema, 'The rate') },
});

const addCurrency = adminRoute('currencies (staff)', 'post', '/AddCurrency', {
  capability: 'currencies.manage',
  summary:
    "Add a currency; the server looks the rate up (a sent Rate is ignored). Existing: 409; unknown: 422 'Wrong currency tried'.",
  request: { body: jsonBody(addCurrencyRequestSchema) },
  responses: { 201: json(currencyChangeResultSchema, 'Added') },
});

const updateCurrency = adminRoute('currencies (staff)', 'put', '/updateCurrency/{code}', {
  capability: 'currencies.manage',
  summary: 'Change label and margins.',
  request: { params: byCode, body: jsonBody(updateCurrencyRequestSchema) },
  responses: { 200: json(currencyChangeResultSchema, 'Updated') },
});

const updatePrice = adminRoute('currencies (staff)', 'put', '/UpdateCurrencyPrice/{value}', {
  capability: 'currencies.manage',
  summary:
    'Save the market rate looked up by the server (a sent Rate is ignored); existing codes only. A rate that moved too far (RATE_MAX_MOVE_PERCENT) is refused with 422 `rate_rejected` unless `acceptRate` names exactly that rate (409 `rate_changed` if the service now answers another); 503 `rates_unavailable` while the service cannot be reached.',
  request: {
    params: byValue,
    body: { ...jsonBody(updateCurrencyPriceRequestSchema), required: false },
  },
  responses: { 200: json(currencyChangeResultSchema, 'Updated') },
});

const deleteCurrency = adminRoute('currencies (staff)', 'delete', '/currencyDelete/{value}', {
  capability: 'currencies.manage',
  summary: 'Remove a currency from the list (its rate history is kept).',
  request: { params: byValue },
  responses: { 200: json(currencyDeletedSchema, 'Deleted') },
});

/**
 * Spec §7 currency calls, for managers (`currencies.manage`). The market rate always comes from the server's own lookup: a `Rate`
 * sent by a client (AddCurrency, UpdateCurrencyPrice) is ignored, so no browser can set a price. Every change
 * writes its audit row (and a rate-history row when the rate or the margins move) in one transaction, then announces itself.
 */
export function adminCurrencyRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(rateLookup, async (c) => {
      const deps = c.get('deps');
      const { code } = c.req.valid('param');
      const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
      const found = await lookupRateOrFail(deps, code, current && !current.deletedAt ? current.rate : null);
      // A rate that moved too far is still shown, with why it would not be stored (an Admin may accept it).
      return c.json(
        found.kind === 'moved'
          ? { value: code, Rate: found.rate, rejected: found.rejection }
          : { value: code, Rate: found.rate },
        200,
      );
    })
    .openapi(addCurrency, async (c) => {
      const deps = c.get('deps');
      const body = c.req.valid('json');
      checkMargin('Sell', body.Sell);
      checkMargin('Buy', body.Buy);
      const [existing] = await deps.db.select().from(currencies).where(eq(currencies.code, body.value));
      if (existing && !existing.deletedAt)
        throw conflict(`${body.value} is already in the currency list`, 'currency_exists');
      // A new code has no last rate to move from: only a rate the column cannot hold is refused.
      const { rate } = await lookupRateOrFail(deps, body.value, null);
      const actor = c.get('auth')!.user.email;
      const now = deps.clock();
      const written = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(currencies)
          .where(eq(currencies.code, body.value))
          .for('update');
        if (before && !before.deletedAt)
          throw conflict(`${body.value} is already in the currency list`, 'currency_exists');
        const values = {
          label: body.label,
          rate,
          sellMargin: body.Sell,
          buyMargin: body.Buy,
          sample: false,
          updatedAt: now,
          deletedAt: null,
        };
        // A deleted code comes back as the same row, so its rate history stays in one place.
        const [after] = before
          ? await tx.update(currencies).set(values).where(eq(currencies.code, body.value)).returning()
          : await tx
              .insert(currencies)
              .values({ code: body.value, ...values })
              .returning();
        if (!after) throw new Error('currency write returned nothing');
        await recordRateChange(tx, changeOf(after, 'add', now));
        // A code added again may still have active alerts from before it was deleted.
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
        return { after, fired };
      });
      if (written.fired > 0) deps.outbox.wake();
      await announce(c);
      const row = written.after;
      return c.json({ message: messages.addedCurrency(row.code), currency: toApiCurrency(row) }, 201);
    })
    .openapi(updateCurrency, async (c) => {
      const { code } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.value && body.value !== code)
        throw badRequest('The currency code cannot be changed; add a new currency instead');
      checkMargin('Sell', body.Sell);
      checkMargin('Buy', body.Buy);
      const row = await changeLiveCurrency(c, {
        code,
        set: { label: body.label, sellMargin: body.Sell, buyMargin: body.Buy },
        action: 'currency-update',
        margins: { Sell: body.Sell, Buy: body.Buy },
        source: 'edit',
      });
      return c.json({ message: messages.updatedCurrency(code), currency: toApiCurrency(row) }, 200);
    })
    .openapi(updatePrice, async (c) => {
      const deps = c.get('deps');
      const { value: code } = c.req.valid('param');
      const { acceptRate } = c.req.valid('json');
      const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
      if (!current || current.deletedAt) throw notFound(messages.currencyNotFound(code));
      const found = await lookupRateOrFail(deps, code, current.rate, { outageAnswer: 'unavailable' });
      const accepted = found.kind === 'moved' && acceptRate !== undefined && sameRate(acceptRate, found.rate);
      if (found.kind === 'moved' && !accepted) {
        await reportRejection(deps, found.rejection, c.get('auth')!.user.email);
        if (acceptRate !== undefined) {
          throw conflict(
            `The exchange-rate service now answers ${code} = ${found.rate}, not ${acceptRate}. Check it again before accepting.`,
            'rate_changed',
          );
        }
        throw new ApiError(422, 'rate_rejected', found.rejection.message);
      }
      const row = await changeLiveCurrency(c, {
        code,
        set: { rate: found.rate, sample: false },
        // An accepted move is its own audit event: who took a rate the check refused, and how far it moved.
        action: accepted ? 'currency-rate-accepted' : 'currency-rate',
        source: 'check',
      });
      await deps.rateWatch.update((w) => withoutRejection(w, code));
      return c.json({ message: messages.updatedCurrency(code), currency: toApiCurrency(row) }, 200);
    })
    .openapi(deleteCurrency, async (c) => {
      const { value: code } = c.req.valid('param');
      await changeLiveCurrency(c, { code, set: {}, action: 'currency-delete' });
      return c.json(messages.currencyDeleted(code), 200);
    });
}
