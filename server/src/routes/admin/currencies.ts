import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  acceptRateSchema,
  addCurrencyRequestSchema,
  currencyCode,
  messages,
  sameRate,
  updateCurrencyRequestSchema,
} from '@tm/core';
import { currencies, rateHistory } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { ApiError, badRequest, conflict, notFound, validationError } from '../../http/errors';
import { reportRejection } from '../../rates/checked-lookup';
import { withoutRejection } from '../../rates/rate-watch';
import { writeAudit } from '../../auth/audit';
import type { AccountEnv } from '../../auth/context';
import { requireAdmin } from '../../auth/middleware';
import { toApiCurrency, type CurrencyRow } from '../currency/currency-mapper';
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

function codeParam(c: Context, name: string): string {
  const parsed = currencyCode.safeParse(c.req.param(name) ?? '');
  if (!parsed.success) throw notFound(messages.currencyNotFound(String(c.req.param(name) ?? '')));
  return parsed.data;
}

async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => ({})));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

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
  actor: string;
  now: Date;
  /** The new market rate, when the change set one: it goes to the rate history too. */
  rate?: string;
}

/** Locks a live currency, applies the change, and writes its audit row (and rate history) in the same `tx`. */
async function changeLiveCurrency(tx: Queryable, change: LiveCurrencyChange): Promise<CurrencyRow> {
  const before = await findLive(tx, change.code);
  const [after] = await tx
    .update(currencies)
    .set(change.set)
    .where(eq(currencies.code, change.code))
    .returning();
  if (!after) throw new Error('currency update returned nothing');
  if (change.rate !== undefined) {
    await tx
      .insert(rateHistory)
      .values({ code: change.code, rate: change.rate, source: 'service', recordedAt: change.now });
  }
  await writeAudit(tx, {
    actor: change.actor,
    action: change.action,
    entity: 'currency',
    entityId: change.code,
    before: auditView(before),
    after: auditView(after),
    at: change.now,
  });
  return after;
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

/**
 * Spec §7 currency calls, Admin only. The market rate always comes from the server's own lookup: a `Rate`
 * sent by a client (AddCurrency, UpdateCurrencyPrice) is ignored, so no browser can set a price. Every change
 * writes its audit row (and a rate-history row when the rate moves) in one transaction, then announces itself.
 */
export function adminCurrencyRoutes() {
  return new Hono<AccountEnv>()
    .get('/rateLookup/:code', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const code = codeParam(c, 'code');
      const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
      const found = await lookupRateOrFail(deps, code, current && !current.deletedAt ? current.rate : null);
      // A rate that moved too far is still shown, with why it would not be stored (an Admin may accept it).
      return c.json(
        found.kind === 'moved'
          ? { value: code, Rate: found.rate, rejected: found.rejection }
          : { value: code, Rate: found.rate },
      );
    })
    .post('/AddCurrency', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const body = await readBody(c, addCurrencyRequestSchema);
      checkMargin('Sell', body.Sell);
      checkMargin('Buy', body.Buy);
      const [existing] = await deps.db.select().from(currencies).where(eq(currencies.code, body.value));
      if (existing && !existing.deletedAt)
        throw conflict(`${body.value} is already in the currency list`, 'currency_exists');
      // A new code has no last rate to move from: only a rate the column cannot hold is refused.
      const { rate } = await lookupRateOrFail(deps, body.value, null);
      const actor = c.get('auth')!.user.email;
      const now = deps.clock();
      const row = await deps.db.transaction(async (tx) => {
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
        await tx.insert(rateHistory).values({ code: after.code, rate, source: 'service', recordedAt: now });
        await writeAudit(tx, {
          actor,
          action: 'currency-add',
          entity: 'currency',
          entityId: after.code,
          before: auditView(before),
          after: auditView(after),
          at: now,
        });
        return after;
      });
      await announce(c);
      return c.json({ message: messages.addedCurrency(row.code), currency: toApiCurrency(row) }, 201);
    })
    .put('/updateCurrency/:code', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const code = codeParam(c, 'code');
      const body = await readBody(c, updateCurrencyRequestSchema);
      if (body.value && body.value !== code)
        throw badRequest('The currency code cannot be changed; add a new currency instead');
      checkMargin('Sell', body.Sell);
      checkMargin('Buy', body.Buy);
      const actor = c.get('auth')!.user.email;
      const now = deps.clock();
      const row = await deps.db.transaction((tx) =>
        changeLiveCurrency(tx, {
          code,
          set: { label: body.label, sellMargin: body.Sell, buyMargin: body.Buy, updatedAt: now },
          action: 'currency-update',
          actor,
          now,
        }),
      );
      await announce(c);
      return c.json({ message: messages.updatedCurrency(code), currency: toApiCurrency(row) });
    })
    .put('/UpdateCurrencyPrice/:value', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const code = codeParam(c, 'value');
      const { acceptRate } = await readBody(c, acceptRateSchema);
      const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
      if (!current || current.deletedAt) throw notFound(messages.currencyNotFound(code));
      const actor = c.get('auth')!.user.email;
      const found = await lookupRateOrFail(deps, code, current.rate, { outageAnswer: 'unavailable' });
      const accepted = found.kind === 'moved' && acceptRate !== undefined && sameRate(acceptRate, found.rate);
      if (found.kind === 'moved' && !accepted) {
        await reportRejection(deps, found.rejection, actor);
        if (acceptRate !== undefined) {
          throw conflict(
            `The exchange-rate service now answers ${code} = ${found.rate}, not ${acceptRate}. Check it again before accepting.`,
            'rate_changed',
          );
        }
        throw new ApiError(422, 'rate_rejected', found.rejection.message);
      }
      const rate = found.rate;
      const now = deps.clock();
      const row = await deps.db.transaction((tx) =>
        changeLiveCurrency(tx, {
          code,
          set: { rate, sample: false, updatedAt: now },
          // An accepted move is its own audit event: who took a rate the check refused, and how far it moved.
          action: accepted ? 'currency-rate-accepted' : 'currency-rate',
          actor,
          now,
          rate,
        }),
      );
      await deps.rateWatch.update((w) => withoutRejection(w, code));
      await announce(c);
      return c.json({ message: messages.updatedCurrency(code), currency: toApiCurrency(row) });
    })
    .delete('/currencyDelete/:value', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const code = codeParam(c, 'value');
      const actor = c.get('auth')!.user.email;
      const now = deps.clock();
      await deps.db.transaction((tx) =>
        changeLiveCurrency(tx, { code, set: { deletedAt: now }, action: 'currency-delete', actor, now }),
      );
      await announce(c);
      return c.json(messages.currencyDeleted(code));
    });
}
