import { createHash, randomInt, randomUUID } from 'node:crypto';
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
import { isUniqueViolation } from '../../db/errors';
import type { Queryable, Tx } from '../../db/types';
import type { AppDeps } from '../../http/types';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import type { OutgoingEmail } from '../../mail/outbox';
import { renderOrderEmail } from '../../mail/templates';
import { toApiCurrency } from '../currency/currency-mapper';
import { toApiOrder, type OrderLineRow, type OrderRow } from './order-mapper';

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

async function loadOrder(db: Queryable, orderId: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new ApiError(500, 'internal', messages.somethingWentWrong);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return toApiOrder(row, lines);
}

/** Thrown inside the transaction to roll it back: the Idempotency-Key is already taken by a committed order. */
class KeyTaken extends Error {}

/** Everything an order writes, made before the transaction opens so the transaction only writes. */
interface Draft {
  orderRow: OrderRow;
  lineRows: OrderLineRow[];
  order: Order;
  emails: OutgoingEmail[];
}

/**
 * The rows exactly as the database will hold them (ids and the order number made here, amounts already in
 * the 2 / 4 dp of their numeric columns), the order as the API answers it, and both emails rendered from it:
 * handlebars and date formatting no longer run while a transaction holds a connection.
 */
function draftOrder(
  deps: AppDeps,
  input: OrderRequest,
  lines: PricedLine[],
  options: PlaceOrderOptions,
  publicUrl: string,
): Draft {
  const now = deps.clock();
  const orderRow: OrderRow = {
    id: randomUUID(),
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
    deletedAt: null,
    deletedBy: null,
    userId: options.userId ?? null,
    idempotencyKey: options.idempotencyKey ?? null,
  };
  const lineRows: OrderLineRow[] = lines.map((l, position) => ({
    ...l,
    id: randomUUID(),
    orderId: orderRow.id,
    position,
  }));
  const order = toApiOrder(orderRow, lineRows);
  const emails: OutgoingEmail[] = [
    {
      kind: 'order-confirmation',
      to: order.Email,
      orderId: order._id,
      ...renderOrderEmail('order-confirmation', order, { publicUrl }),
    },
    {
      kind: 'branch-notification',
      to: deps.config.BRANCH_EMAIL,
      orderId: order._id,
      ...renderOrderEmail('branch-notification', order, { publicUrl }),
    },
  ];
  return { orderRow, lineRows, order, emails };
}

/**
 * Waits for every statement started together (postgres.js pipelines them on the transaction's connection:
 * one round trip instead of one each), then throws the first failure in the given order, so no statement is
 * still running when the transaction ends.
 */
async function settleAll(statements: Array<PromiseLike<unknown>>): Promise<unknown[]> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
}

/**
 * The transaction: the order first (everything else refers to it), then its lines, the Idempotency-Key row
 * (already naming the order) and both emails, sent together. Concurrent requests with one key serialise on
 * the key's primary key: the second INSERT ... ON CONFLICT waits for the first transaction and, once that
 * commits, inserts nothing; this transaction then rolls back its own order, so exactly one order results.
 */
async function writeOrder(tx: Tx, deps: AppDeps, draft: Draft, key: string | undefined, hash: string) {
  const { orderRow, lineRows } = draft;
  await tx.insert(orders).values(orderRow);
  const claim = key
    ? tx
        .insert(idempotencyKeys)
        .values({ key, requestHash: hash, orderId: orderRow.id, createdAt: orderRow.createdAt })
        .onConflictDoNothing({ target: idempotencyKeys.key })
        .returning({ key: idempotencyKeys.key })
    : Promise.resolve([{ key: '' }]);
  const [claimed] = await settleAll([
    claim,
    tx.insert(orderLines).values(lineRows),
    ...draft.emails.map((email) => deps.outbox.enqueue(tx, email)),
  ]);
  if ((claimed as unknown[]).length === 0) throw new KeyTaken();
}

/** The answer to a request whose Idempotency-Key an earlier, committed order already holds. */
async function replay(deps: AppDeps, key: string, hash: string): Promise<PlaceOrderResult> {
  const [existing] = await deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!existing || !existing.orderId) {
    throw new ApiError(409, 'idempotency_in_progress', 'This order is still being placed; please retry.');
  }
  if (existing.requestHash !== hash) {
    throw conflict(
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      'idempotency_key_reused',
    );
  }
  return { order: await loadOrder(deps.db, existing.orderId), replayed: true };
}

/**
 * Places an order: validates, reprices, renders its emails, then writes the order, its lines, the
 * idempotency record and both emails in ONE short transaction. A retry with the same Idempotency-Key answers
 * the stored order; the same key with another body is a 409.
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
  const key = options.idempotencyKey;

  for (let attempt = 1; ; attempt++) {
    const draft = draftOrder(deps, input, lines, options, publicUrl);
    try {
      await deps.db.transaction((tx) => writeOrder(tx, deps, draft, key, hash));
    } catch (error) {
      if (error instanceof KeyTaken && key) return replay(deps, key, hash);
      // Eight random digits rarely meet an existing order; when they do, the whole order is tried again.
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error, 'orders_order_number_unique')) continue;
      throw error;
    }
    deps.outbox.wake();
    return { order: draft.order, replayed: false };
  }
}
