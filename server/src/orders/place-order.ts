import { customerKeys } from '@tm/core/customer-keys';
import { hash as hashOnce } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  customerFacingStatus,
  formatBranchTime,
  holdTooLong,
  MAX_HOLD_DAYS,
  messages,
  ORDER_ID_DIGITS,
  orderHeldUntil,
  WAY_TITLE,
  type Branch,
  type Order,
  type OrderRequest,
} from '@tm/core';
import { orderLines, orders, outboxEmails } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Queryable } from '../db/types';
import { publicUrlOf } from '../env';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict } from '../http/errors';
import type { OutgoingEmail } from '../mail/outbox';
import type { Randomness } from '../random';
import { orderEmails, planOrderEmails, type OrderEmailPlan } from './order-emails';
import { dropStaleSnapshot } from './current-rates';
import {
  checkLimits,
  foreignCodes,
  priceFromDatabase,
  priceFromSnapshot,
  rateChanges,
  type PricedLine,
} from './pricing';
import { storedKey } from './idempotency';
import { NO_ID_RECORD } from './cdd';
import { toApiOrder, type OrderLineRow, type OrderRow } from './order-mapper';
import { orderStatement, type OrderWriteResult, type PricedWith } from './order-statement';

export interface PlaceOrderOptions {
  idempotencyKey?: string | undefined;
  userId?: string | undefined;
  /**
   * A walk-in entered at the counter is Accepted from the start (the customer is standing there), so its
   * confirmation email and every screen state one status; a customer's order starts Pending.
   */
  status?: 'Pending' | 'Accepted';
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
  const [lines, [confirmation]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)),
    // A replay answers as the first answer did, whether the confirmation went out included.
    db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, 'order-confirmation')))
      .limit(1),
  ]);
  const order = toApiOrder(row, lines);
  // A replay after the branch deleted the order says what tracking says (an audit found it answering
  // "Pending"): the soft delete keeps the status it had for the records.
  return {
    ...order,
    Status: customerFacingStatus(order.Status, row.deletedAt !== null),
    confirmationEmailed: confirmation !== undefined,
  };
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
  codes: string[],
): Draft {
  const changes = rateChanges(input, codes, lines);
  const now = deps.clock();
  const orderRow: OrderRow = {
    id: deps.random.uuid(),
    orderNumber: newOrderNumber(deps.random),
    way: input.status,
    title: WAY_TITLE[input.status],
    status: options.status ?? 'Pending',
    customerName: input.Name,
    email: input.Email,
    phone: input.Phone_Number,
    address: input.Address,
    checkingPoint: input.CheckingPoint,
    createdAt: now,
    pricedAt: now,
    // The hold's end is promised now, from today's hours: a later change of hours moves no placed order.
    heldUntil: orderHeldUntil(now, branch),
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
    ...NO_ID_RECORD,
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
  const existing = await storedKey(deps.db, key);
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
 * An order is held until the first closing 24 hours after it is priced (its draft's `heldUntil`, core
 * orderHeldUntil); a long run of closed days can push that weeks away, and no rate is guaranteed that long
 * (MAX_HOLD_DAYS): 409, nothing written. A retry of an order placed before the closure answers that order, as
 * any retry does.
 */
async function refuseLongHold(deps: AppDeps, row: OrderRow, key: string | undefined) {
  if (!row.heldUntil || !holdTooLong(row.pricedAt, row.heldUntil)) return;
  if (key && (await storedKey(deps.db, key))) return;
  throw conflict(messages.holdTooLong(formatBranchTime(row.heldUntil), MAX_HOLD_DAYS), 'branch_closed');
}

/** The branch the order names; any other collection point is refused with 400 before anything is written. */
async function collectionBranch(deps: AppDeps, point: string): Promise<Branch> {
  const branch = await deps.branchCopy.find(point);
  if (branch) return branch;
  const message = messages.unknownBranch(point);
  throw badRequest(message, 'unknown_branch', [{ path: ['CheckingPoint'], message }]);
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
  const hash = requestHash(input);
  const key = options.idempotencyKey;
  // The foreign code of each line, worked out once for pricing, repricing and the rate-change note.
  const codes = foreignCodes(input);
  let priced = await priceFromSnapshot(deps, input, codes);
  checkLimits(deps, priced.lines);
  const publicUrl = publicUrlOf(deps.config);
  // Which emails a flood of orders may still cause (see order-emails.ts); the order is stored regardless.
  const emailPlan = await planOrderEmails(deps, input.Email);

  for (let attempt = 1; ; attempt++) {
    const draft = draftOrder(deps, input, priced.lines, options, publicUrl, emailPlan, branch, codes);
    // A walk-in's customer is at the counter, served now: only orders to come in for are held that long.
    if (attempt === 1 && options.status !== 'Accepted') await refuseLongHold(deps, draft.orderRow, key);
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
      priced = await priceFromDatabase(deps, input, codes);
      checkLimits(deps, priced.lines);
      continue;
    }
    if (!result.placed) {
      // The Idempotency-Key belongs to a committed order (perhaps one that committed while this waited).
      if (key) return replay(deps, key, hash);
      throw new Error('the order statement wrote nothing');
    }
    deps.outbox.wake();
    return { order: { ...draft.order, confirmationEmailed: emailPlan.customer }, replayed: false };
  }
}
