import { customerKeys } from '@tm/core/customer-keys';
import { hash as hashOnce } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  BASE_CURRENCY,
  foreignCode,
  foreignCodeField,
  messages,
  belowSmallestNote,
  orderLimitProblem,
  ORDER_ID_DIGITS,
  PricingError,
  priceOrderLine,
  formatRate,
  formatBranchTime,
  rateTooOldText,
  rateStanding,
  sumAmounts,
  WAY_TITLE,
  type Branch,
  type Order,
  type OrderRequest,
  type Way,
} from '@tm/core';
import { idempotencyKeys, orderLines, orders } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { Queryable } from '../../db/types';
import { publicUrlOf } from '../../env';
import type { AppDeps } from '../../http/types';
import { ApiError, badRequest, conflict, unprocessable } from '../../http/errors';
import type { OutgoingEmail } from '../../mail/outbox';
import type { Randomness } from '../../random';
import { orderEmails, planOrderEmails, type OrderEmailPlan } from '../../mail/order-emails';
import type { RateChange } from '../../mail/templates';
import {
  databaseCurrencies,
  dropStaleSnapshot,
  snapshotCurrencies,
  type CurrencyByCode,
} from './current-rates';
import { findBranchRecent } from '../branches/read';
import { toApiOrder, type OrderLineRow, type OrderRow } from './order-mapper';
import { orderStatement, type OrderWriteResult, type PricedWith } from './order-statement';

/** The oldest rate an order is taken on, at this request's moment. */
interface RateAgeLimit {
  now: Date;
  maxAgeHours: number;
}

function rateAgeLimit(deps: AppDeps): RateAgeLimit {
  return { now: deps.clock(), maxAgeHours: deps.config.RATES_MAX_AGE_HOURS };
}

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

/** The lines and the currency values they were priced with (for the statement's guard). */
interface Priced {
  lines: PricedLine[];
  pricedWith: PricedWith[];
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

/** 8 digits (leading zeros kept: "00417263" is a valid Order_Id). */
function newOrderNumber(random: Randomness): string {
  return String(random.int(10 ** ORDER_ID_DIGITS)).padStart(ORDER_ID_DIGITS, '0');
}

function foreignCodes(input: OrderRequest): string[] {
  return input.Orders.map((l) => foreignCode(l, input.status));
}

/**
 * Reprices every line from the given rates. The request schema has already refused, with 400, every order
 * that is malformed by itself (mixed ways, GBP on the wrong side, bad amounts); what is refused here depends
 * on the server's state and is a 422: a currency that is unknown or deleted, or an amount worth nothing at
 * today's rate, a rate older than RATES_MAX_AGE_HOURS (core rate-age.ts). Only the two codes and the amount the customer gives are read (docs/pricing.md "Orders").
 */
function priceLines(input: OrderRequest, byCode: CurrencyByCode, age: RateAgeLimit): Priced {
  const way = input.status;
  const codes = foreignCodes(input);
  const pricedWith: PricedWith[] = [];
  const lines = input.Orders.map((line, i): PricedLine => {
    const code = codes[i] as string;
    const currency = byCode.get(code);
    if (!currency) {
      throw unprocessable(messages.unknownCurrency(code), 'unknown_currency', [
        {
          path: ['Orders', i, foreignCodeField(way)],
          message: messages.unknownCurrency(code),
        },
      ]);
    }
    if (rateStanding(currency, age.now, age.maxAgeHours) === 'too-old') {
      const tooOld = rateTooOldText(code, formatBranchTime(currency.updatedAt), age.maxAgeHours);
      throw unprocessable(tooOld, 'rates_too_old', [
        { path: ['Orders', i, foreignCodeField(way)], message: tooOld },
      ]);
    }
    let priced;
    try {
      priced = priceOrderLine(currency, way, line.currencyTake);
    } catch (error) {
      if (error instanceof PricingError) throw unprocessable(messages.correctAmount, 'bad_amount');
      throw error;
    }
    // Sell: less than one of the currency's smallest notes buys nothing (banknotes only); never price it.
    const belowNote = belowSmallestNote(way, priced.currencyTake, code, priced.Rate);
    if (belowNote !== null) {
      throw unprocessable(belowNote, 'below_smallest_note', [
        { path: ['Orders', i, 'currencyTake'], message: belowNote },
      ]);
    }
    pricedWith.push({ code, rate: currency.Rate, sellMargin: currency.Sell, buyMargin: currency.Buy });
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
  return { lines, pricedWith };
}

/**
 * The lines whose rate, as the customer's cart quoted it (the line's `Rate`, sent by the app), differs from the
 * rate the server booked: an order queued offline is priced when it arrives (issue 16.9), and the confirmation
 * must say so, with where to cancel. A line sent without a quote tells nothing and is left out.
 */
export function rateChanges(input: OrderRequest, lines: PricedLine[]): RateChange[] {
  const codes = foreignCodes(input);
  const changes: RateChange[] = [];
  input.Orders.forEach((line, i) => {
    const booked = lines[i]?.rate;
    if (!booked || line.Rate === undefined) return;
    // Both as 4-dp text (a quote may come as "1.15"): equal text is an equal rate.
    const quoted = formatRate(line.Rate);
    if (quoted !== formatRate(booked)) changes.push({ code: codes[i] as string, quoted, booked });
  });
  return changes;
}

/**
 * Prices from the in-memory rates when they know every code (the statement re-checks them, see
 * current-rates.ts), else from the database: a currency added a moment ago is not refused on a stale list.
 */
async function priceFromSnapshot(deps: AppDeps, input: OrderRequest): Promise<Priced> {
  const byCode = await snapshotCurrencies(deps);
  if (foreignCodes(input).every((code) => byCode.has(code)))
    return priceLines(input, byCode, rateAgeLimit(deps));
  return priceFromDatabase(deps, input);
}

async function priceFromDatabase(deps: AppDeps, input: OrderRequest): Promise<Priced> {
  return priceLines(input, await databaseCurrencies(deps, foreignCodes(input)), rateAgeLimit(deps));
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
  // One-shot hash: no Hash object per request.
  return hashOnce('sha256', canonical, 'hex');
}

async function loadOrder(db: Queryable, orderId: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new ApiError(500, 'internal', messages.somethingWentWrong);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return toApiOrder(row, lines);
}

/** Everything an order writes, made before its statement is sent, so the database only writes. */
interface Draft {
  orderRow: OrderRow;
  lineRows: OrderLineRow[];
  order: Order;
  emails: OutgoingEmail[];
}

/**
 * The rows exactly as the database will hold them (ids and the order number made here, amounts already in
 * the 2 / 4 dp of their numeric columns), the order as the API answers it, and both emails rendered from it:
 * handlebars and date formatting never run while the database waits.
 */
function draftOrder(
  deps: AppDeps,
  input: OrderRequest,
  lines: PricedLine[],
  options: PlaceOrderOptions,
  publicUrl: string,
  emailPlan: OrderEmailPlan,
  branch: Branch,
): Draft {
  const changes = rateChanges(input, lines);
  const now = deps.clock();
  const orderRow: OrderRow = {
    id: deps.random.uuid(),
    orderNumber: newOrderNumber(deps.random),
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
    deleteReason: null,
    deleteNote: null,
    ...customerKeys({
      email: input.Email,
      phone: input.Phone_Number,
      name: input.Name,
      address: input.Address,
    }),
    // Past BRANCH_EMAILS_PER_HOUR the branch's copy waits for the hourly digest (jobs/branch-digest.ts).
    branchCopyHeld: emailPlan.branch !== 'copy',
    userId: options.userId ?? null,
    idempotencyKey: options.idempotencyKey ?? null,
    idType: null,
    idLast4: null,
    idNumber: null,
    idExpiry: null,
    dateOfBirth: null,
    idCheckedBy: null,
    idCheckedAt: null,
  };
  const lineRows: OrderLineRow[] = lines.map((l, position) => ({
    ...l,
    id: deps.random.uuid(),
    orderId: orderRow.id,
    position,
  }));
  const order = toApiOrder(orderRow, lineRows);
  const emails = orderEmails(deps, emailPlan, order, branch, publicUrl, changes);
  return { orderRow, lineRows, order, emails };
}

/** Runs the order's one statement (order, lines, Idempotency-Key, both emails; see order-statement.ts). */
async function writeOrder(
  deps: AppDeps,
  draft: Draft,
  pricedWith: PricedWith[],
  key: string | undefined,
  hash: string,
): Promise<OrderWriteResult> {
  const { text, params } = orderStatement({
    orderRow: draft.orderRow,
    lineRows: draft.lineRows,
    emails: deps.outbox.stage(draft.emails, draft.orderRow.createdAt),
    pricedWith,
    claim: key ? { key, requestHash: hash } : null,
  });
  const [result] = await deps.raw<{ fresh: boolean; placed: boolean }>(text, params);
  if (!result) throw new Error('the order statement returned no row');
  return result;
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

/** The branch the order names; any other collection point is refused with 400 before anything is written. */
async function collectionBranch(deps: AppDeps, point: string): Promise<Branch> {
  const branch = await findBranchRecent(deps.db, point);
  if (branch) return branch;
  const message = messages.unknownBranch(point);
  throw badRequest(message, 'unknown_branch', [{ path: ['CheckingPoint'], message }]);
}

/** What one order is worth in GBP: the GBP side of each line (paid for Collect, received for Sell). */
const orderGbp = (lines: PricedLine[]) =>
  sumAmounts(lines.map((l) => (l.giveCode === BASE_CURRENCY ? l.giveAmount : l.receiveAmount)));

/** ORDER_MIN_GBP / ORDER_MAX_GBP: a 422 naming the limit, checked on the server's own prices. */
function checkLimits(deps: AppDeps, lines: PricedLine[]): void {
  const problem = orderLimitProblem(orderGbp(lines), {
    minGbp: deps.config.ORDER_MIN_GBP,
    maxGbp: deps.config.ORDER_MAX_GBP,
  });
  if (problem) throw unprocessable(problem, 'order_limit');
}

/**
 * Places an order (the route has validated it against orderRequestSchema): reprices, renders its emails, then writes the order, its lines, the
 * idempotency record and both emails in ONE statement (one round trip, atomic: see order-statement.ts).
 * A retry with the same Idempotency-Key answers the stored order; the same key with another body is a 409.
 */
export async function placeOrder(
  deps: AppDeps,
  input: OrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const branch = await collectionBranch(deps, input.CheckingPoint);
  let priced = await priceFromSnapshot(deps, input);
  checkLimits(deps, priced.lines);
  const hash = requestHash(input);
  const publicUrl = publicUrlOf(deps.config);
  const key = options.idempotencyKey;
  // Which emails a flood of orders may still cause (see mail/order-emails.ts); the order is stored regardless.
  const emailPlan = await planOrderEmails(deps, input.Email);

  for (let attempt = 1; ; attempt++) {
    const draft = draftOrder(deps, input, priced.lines, options, publicUrl, emailPlan, branch);
    let result: OrderWriteResult;
    try {
      result = await writeOrder(deps, draft, priced.pricedWith, key, hash);
    } catch (error) {
      // Eight random digits rarely meet an existing order; when they do, the whole order is tried again.
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error, 'orders_order_number_unique')) continue;
      throw error;
    }
    if (!result.fresh) {
      // A rate, margin or deletion changed since pricing: nothing was written; price again from the database.
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw new Error('rates kept changing while the order was placed');
      dropStaleSnapshot(deps);
      priced = await priceFromDatabase(deps, input);
      checkLimits(deps, priced.lines);
      continue;
    }
    if (!result.placed) {
      // The Idempotency-Key belongs to a committed order (perhaps one that committed while this waited).
      if (key) return replay(deps, key, hash);
      throw new Error('the order statement wrote nothing');
    }
    deps.outbox.wake();
    return { order: draft.order, replayed: false };
  }
}
