import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  formatBranchTime,
  formatMoney,
  guaranteedPricing,
  holdTooLong,
  MAX_HOLD_DAYS,
  messages,
  orderRaceMessage,
  sameAmount,
  minorUnitProblem,
  orderHeldUntil,
  promisedHoldEnd,
  type AmendOrderRequest,
  type AmendRate,
  type Order,
  type PricingCurrency,
  type Way,
} from '@tm/core';
import { writeAudit } from '../audit/audit';
import { currencies, orderLines, orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { publicUrlOf } from '../env';
import { badRequest, conflict, unprocessable } from '../http/errors';
import type { AppDeps } from '../deps';
import { renderOrderEmail } from '../mail/templates';
import { changeOrder } from '../orders/change-order';
import { findOrder } from '../orders/find-order';
import { lastOrderChange } from '../orders/last-change';
import { findBranch } from '../branches/read';
import { toApiCurrency } from '../currencies/currency-mapper';
import { toApiOrder, type OrderLineRow } from '../orders/order-mapper';
import { checkLimits, priceLineOr422 } from '../orders/pricing';

export interface Amended {
  order: Order;
  /** The rate the lines were repriced at: the order's guaranteed one, or today's once the guarantee ended. */
  rate: AmendRate;
}

const foreignOf = (line: Pick<OrderLineRow, 'receiveCode' | 'giveCode'>) =>
  line.receiveCode === BASE_CURRENCY ? line.giveCode : line.receiveCode;

/** A line's amounts as the audit keeps them. */
const auditLine = (
  l: Pick<OrderLineRow, 'receiveAmount' | 'receiveCode' | 'giveAmount' | 'giveCode' | 'rate'>,
) => ({
  give: `${l.giveAmount} ${l.giveCode}`,
  receive: `${l.receiveAmount} ${l.receiveCode}`,
  rate: l.rate,
});

/** Today's live currencies among `codes`, read in the amend's transaction (PGlite has one connection). */
async function todaysCurrencies(tx: Queryable, codes: string[]): Promise<Map<string, PricingCurrency>> {
  const rows = await tx
    .select()
    .from(currencies)
    .where(and(inArray(currencies.code, codes), isNull(currencies.deletedAt)));
  // Read for pricing only, which no sample flag changes.
  return new Map(rows.map((r) => [r.code, toApiCurrency(r, false)]));
}

/**
 * A cashier changes the amounts of an order before completion (issue 30). Repriced on the server: at each
 * line's own rate (the rate the customer was guaranteed) while the guarantee lasts (core orderHeldUntil from
 * the order's priced time and its branch's hours and closed days), else at today's rates, which starts a new
 * guarantee. The same checks as placing (amount, minor units, smallest note, ORDER_MIN_GBP / ORDER_MAX_GBP);
 * the lines, the audit row and the customer's email (outbox) are written in one transaction, or nothing is.
 */
export async function amendOrder(
  deps: AppDeps,
  id: string,
  input: AmendOrderRequest,
  actor: string,
): Promise<Amended> {
  return changeOrder(deps, async (tx, now) => {
    const row = await findOrder(tx, id, true);
    if (row.deletedAt || (row.status !== 'Pending' && row.status !== 'Accepted')) {
      const state = row.deletedAt ? 'deleted' : row.status;
      throw conflict(
        `Order ${row.orderNumber} is ${state}: only a Pending or Accepted order can be changed. Nothing was changed.`,
        'amend_refused',
      );
    }
    const way = row.way as Way;
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position));
    const codes = lines.map(foreignOf);
    const asked = new Map(input.lines.map((l) => [l.code, l.currencyTake]));
    if (codes.length !== asked.size || codes.some((c) => !asked.has(c))) {
      throw unprocessable(
        `Give a new amount for each line of the order: ${codes.join(', ')}`,
        'amend_lines',
        [{ path: ['lines'], message: `One amount for each of ${codes.join(', ')}` }],
      );
    }
    await refuseIfChangedMeanwhile(tx, row.orderNumber, lines, codes, input);
    const branch = await findBranch(tx, row.checkingPoint);
    if (!branch) throw new Error(`order ${row.orderNumber} names no branch`);
    const rate: AmendRate = now.getTime() < promisedHoldEnd(row, branch).getTime() ? 'guaranteed' : 'today';
    // Priced again at today's rate, the order is promised a new hold from now; at its guaranteed rate it keeps
    // the one it was promised. No new promise runs past MAX_HOLD_DAYS, as when an order is placed.
    const newHold = rate === 'today' ? orderHeldUntil(now, branch) : null;
    if (newHold && holdTooLong(now, newHold)) {
      throw conflict(messages.amendHoldTooLong(formatBranchTime(newHold), MAX_HOLD_DAYS), 'branch_closed');
    }
    const pricedAt = newHold ? now : row.pricedAt;
    const heldUntil = newHold ?? row.heldUntil;
    const today = rate === 'today' ? await todaysCurrencies(tx, codes) : null;

    const repriced = lines.map((line, i) => {
      const code = codes[i]!;
      const take = asked.get(code)!;
      const path = ['lines', input.lines.findIndex((l) => l.code === code), 'currencyTake'];
      const fraction = minorUnitProblem(take, way === 'buy' ? BASE_CURRENCY : code);
      // The amount's own form, as POST /Order refuses it (400), though only the order's way says which unit.
      if (fraction) throw badRequest(fraction, 'validation_failed', [{ path, message: fraction }]);
      const currency: PricingCurrency | undefined =
        rate === 'guaranteed' ? guaranteedPricing(code, line.rate) : today!.get(code);
      if (!currency) throw unprocessable(messages.unknownCurrency(code), 'unknown_currency');
      const priced = priceLineOr422(currency, way, take, path);
      return {
        ...line,
        receiveAmount: priced.currencyMy,
        giveAmount: priced.currencyTake,
        rate: priced.Rate,
      };
    });
    checkLimits(deps, repriced);

    for (const l of repriced) {
      await tx
        .update(orderLines)
        .set({ receiveAmount: l.receiveAmount, giveAmount: l.giveAmount, rate: l.rate })
        .where(eq(orderLines.id, l.id));
    }
    const [after] = await tx
      .update(orders)
      .set({ pricedAt, heldUntil })
      .where(eq(orders.id, row.id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: 'order-amend',
      entity: 'order',
      entityId: row.orderNumber,
      before: { lines: lines.map(auditLine), pricedAt: row.pricedAt.toISOString() },
      after: {
        lines: repriced.map(auditLine),
        pricedAt: pricedAt.toISOString(),
        rate,
        note: input.note ?? null,
      },
      at: now,
    });
    const order = toApiOrder(after!, repriced);
    // The order carries its new priced time: the email's hold and rate lock run from it (core holdStart).
    const email = renderOrderEmail('order-amended', order, { publicUrl: publicUrlOf(deps.config), branch });
    await deps.outbox.enqueue(tx, { kind: 'order-amended', to: row.email, ...email, orderId: row.id });
    return { order, rate };
  });
}

/**
 * Two cashiers changing one order at once: the order is locked for the change (findOrder), so the second waits
 * for the first, then finds amounts other than the ones its screen showed (`was`). Written over them unseen,
 * the first change would be lost while both were told it was saved; refused instead, naming who changed the
 * order and when, as a second accept is.
 */
async function refuseIfChangedMeanwhile(
  tx: Queryable,
  orderNumber: string,
  lines: readonly OrderLineRow[],
  codes: readonly string[],
  input: AmendOrderRequest,
): Promise<void> {
  const was = new Map(input.lines.map((l) => [l.code, l.was]));
  const moved = lines.some((line, i) => !sameAmount(line.giveAmount, was.get(codes[i]!) ?? ''));
  if (!moved) return;
  const last = await lastOrderChange(tx, orderNumber, ['order-amend']);
  const now = lines.map((l, i) => `${formatMoney(l.giveAmount, l.giveCode)} for ${codes[i]}`).join(', ');
  const detail = `The customer now gives ${now}: open the order again to change it`;
  throw conflict(
    last
      ? orderRaceMessage(orderNumber, { what: 'changed', by: last.actor, at: last.at }, detail)
      : `Order ${orderNumber} does not have the amounts your screen showed. ${detail}. Nothing was changed.`,
    'amend_stale',
  );
}
