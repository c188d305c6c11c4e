import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  messages,
  ORDER_ID_DIGITS,
  PricingError,
  priceOrderLine,
  validateAmount,
  WAY_TITLE,
  type Order,
  type OrderRequest,
  type Way,
} from '@tm/core';
import { currencies, idempotencyKeys, orderLines, orders } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { AppDeps } from '../../http/types';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { renderOrderEmail } from '../../mail/templates';
import { toApiCurrency } from '../currency/currency-mapper';
import { toApiOrder } from './order-mapper';

/** A line after validation and repricing from the server's own rates. */
interface PricedLine {
  clientLineId: string;
  receiveAmount: string;
  receiveCode: string;
  giveAmount: string;
  giveCode: string;
  rate: string;
  way: Way;
}

export interface PlaceOrderOptions {
  idempotencyKey?: string | undefined;
  userId?: string | undefined;
}

export interface PlaceOrderResult {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key already made this order. */
  replayed: boolean;
}

const ORDER_NUMBER_ATTEMPTS = 20;

/** 8 digits from a cryptographic source (leading zeros kept: "00417263" is a valid Order_Id). */
export function newOrderNumber(): string {
  return String(randomInt(0, 10 ** ORDER_ID_DIGITS)).padStart(ORDER_ID_DIGITS, '0');
}

/**
 * The checks zod cannot express: one way for the whole order, the sides of each line, usable amounts.
 * Only the two codes and the amount the customer gives are taken from a line (domain-rules.md "Orders").
 */
function checkLines(input: OrderRequest): void {
  if (input.title !== undefined && input.title !== WAY_TITLE[input.status]) {
    throw unprocessable(messages.orderWayMismatch, 'mixed_ways', [
      { path: ['title'], message: messages.orderWayMismatch },
    ]);
  }
  input.Orders.forEach((line, i) => {
    if (line.status !== undefined && line.status !== input.status) {
      throw unprocessable(messages.orderWayMismatch, 'mixed_ways', [
        { path: ['Orders', i, 'status'], message: messages.orderWayMismatch },
      ]);
    }
    const buy = input.status === 'buy';
    const gbpSide = buy ? line.currencyTakecurrent : line.currencyMycurrent;
    const foreign = buy ? line.currencyMycurrent : line.currencyTakecurrent;
    if (gbpSide !== BASE_CURRENCY || foreign === BASE_CURRENCY) {
      throw unprocessable(messages.lineSidesMismatch, 'line_sides', [
        { path: ['Orders', i], message: messages.lineSidesMismatch },
      ]);
    }
    if (validateAmount(line.currencyTake) !== null) {
      throw unprocessable(messages.correctAmount, 'bad_amount', [
        { path: ['Orders', i, 'currencyTake'], message: messages.correctAmount },
      ]);
    }
  });
}

/** Reprices every line from the server's current rates; unknown or deleted currencies are refused. */
async function priceLines(deps: AppDeps, input: OrderRequest): Promise<PricedLine[]> {
  const way = input.status;
  const foreignCodes = input.Orders.map((l) => (way === 'buy' ? l.currencyMycurrent : l.currencyTakecurrent));
  const rows = await deps.db
    .select()
    .from(currencies)
    .where(and(inArray(currencies.code, [...new Set(foreignCodes)]), isNull(currencies.deletedAt)));
  const byCode = new Map(rows.map((r) => [r.code, toApiCurrency(r)]));
  return input.Orders.map((line, i) => {
    const code = foreignCodes[i] as string;
    const currency = byCode.get(code);
    if (!currency) {
      throw unprocessable(messages.unknownCurrency(code), 'unknown_currency', [
        {
          path: ['Orders', i, way === 'buy' ? 'currencyMycurrent' : 'currencyTakecurrent'],
          message: messages.unknownCurrency(code),
        },
      ]);
    }
    let priced;
    try {
      priced = priceOrderLine(currency, way, line.currencyTake);
    } catch (error) {
      if (error instanceof PricingError) throw unprocessable(messages.correctAmount, 'bad_amount');
      throw error;
    }
    return {
      clientLineId: line.Id && line.Id.length > 0 ? line.Id : `${i + 1}`,
      receiveAmount: priced.currencyMy,
      receiveCode: priced.currencyMycurrent,
      giveAmount: priced.currencyTake,
      giveCode: priced.currencyTakecurrent,
      rate: priced.Rate,
      way,
    };
  });
}

/**
 * What "the same body" means for an Idempotency-Key: the fields the server acts on, normalised. A retry sends
 * the same bytes anyway; quotes (Rate, currencyMy) are left out because the server ignores them.
 */
export function requestHash(input: OrderRequest): string {
  const canonical = JSON.stringify([
    input.Name,
    input.Email,
    input.Phone_Number,
    input.Address,
    input.CheckingPoint,
    input.status,
    input.Orders.map((l) => [l.Id ?? null, l.currencyTake, l.currencyTakecurrent, l.currencyMycurrent]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function loadOrder(tx: Tx, orderId: string): Promise<Order> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new ApiError(500, 'internal', messages.somethingWentWrong);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return toApiOrder(row, lines);
}

/**
 * Places an order: validates, reprices, and writes the order, its lines, the idempotency record and both
 * emails in ONE transaction. Concurrent requests with one Idempotency-Key serialise on that key's primary key
 * (INSERT ... ON CONFLICT waits for the first transaction), so exactly one order results.
 */
export async function placeOrder(
  deps: AppDeps,
  input: OrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  checkLines(input);
  const lines = await priceLines(deps, input);
  const hash = requestHash(input);
  const publicUrl = deps.config.PUBLIC_URL ?? `http://${deps.config.HOST}:${deps.config.PORT}`;

  const result = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const key = options.idempotencyKey;
    if (key) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key, requestHash: hash, createdAt: now })
        .onConflictDoNothing({ target: idempotencyKeys.key })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [existing] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
        if (!existing || !existing.orderId) {
          throw new ApiError(
            409,
            'idempotency_in_progress',
            'This order is still being placed; please retry.',
          );
        }
        if (existing.requestHash !== hash) {
          throw conflict(
            'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
            'idempotency_key_reused',
          );
        }
        return { order: await loadOrder(tx, existing.orderId), replayed: true };
      }
    }

    let inserted: typeof orders.$inferSelect | undefined;
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS && !inserted; attempt++) {
      [inserted] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          way: input.status,
          title: WAY_TITLE[input.status],
          status: 'Pending',
          customerName: input.Name,
          email: input.Email,
          phone: input.Phone_Number,
          address: input.Address,
          checkingPoint: input.CheckingPoint,
          createdAt: now,
          pricedAt: now,
          userId: options.userId ?? null,
          idempotencyKey: key ?? null,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning();
    }
    if (!inserted) throw new Error('Could not find a free order number');

    const lineRows = await tx
      .insert(orderLines)
      .values(lines.map((l, position) => ({ ...l, orderId: inserted.id, position })))
      .returning();
    const order = toApiOrder(inserted, lineRows);

    if (key) {
      await tx.update(idempotencyKeys).set({ orderId: inserted.id }).where(eq(idempotencyKeys.key, key));
    }
    const customer = renderOrderEmail('order-confirmation', order, { publicUrl });
    await deps.outbox.enqueue(tx, {
      kind: 'order-confirmation',
      to: order.Email,
      orderId: order._id,
      ...customer,
    });
    const branch = renderOrderEmail('branch-notification', order, { publicUrl });
    await deps.outbox.enqueue(tx, {
      kind: 'branch-notification',
      to: deps.config.BRANCH_EMAIL,
      orderId: order._id,
      ...branch,
    });
    return { order, replayed: false };
  });

  if (!result.replayed) deps.outbox.wake();
  return result;
}
