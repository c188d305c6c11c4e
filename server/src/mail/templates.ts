import {
  addressText,
  collectionAdvice,
  formatAmountWithCode,
  formatOrderDate,
  formatRate,
  openingText,
  labels,
  moneyChangesHands,
  orderMoney,
  ORDER_LINE_COLUMNS,
  orderLineRows,
  statusText,
  holdOf,
  importantNotification,
  pointLabel,
  type Branch,
  type Order,
} from '@tm/core';
import { branchHtml, branchText, customerHtml, customerText } from './order-email-templates';

// An order's emails rendered: the facts (money, dates, the branch) worked out once per order and filled into
// the templates of order-email-templates.ts.

export type OrderEmailKind =
  | 'order-confirmation'
  | 'branch-notification'
  | 'order-accepted'
  | 'order-completed'
  | 'order-expired'
  | 'order-cancelled'
  | 'order-cancelled-by-branch'
  /** Staff changed the order's amounts at the counter (issue 30, server/src/counter/amend.ts). */
  | 'order-amended';

/** A line booked at another rate than the customer's cart quoted (an order sent later, from an offline queue). */
export interface RateChange {
  /** The foreign currency's code. */
  code: string;
  /** The rate the customer saw, 4 dp. */
  quoted: string;
  /** The rate the order was booked at, 4 dp. */
  booked: string;
}

/**
 * What the confirmation says first when the rate changed (issue 16.9): the customer did not agree to the new
 * rate, so they are told it and where to cancel while the branch has not yet prepared the order.
 */
function repricedText(changes: RateChange[]) {
  if (changes.length === 0) return null;
  return {
    title:
      'The rate changed between your quote and your order reaching us, so your order is booked at the current rate:',
    lines: changes.map(
      (c) => `${c.code}: you were quoted ${formatRate(c.quoted)}, booked at ${formatRate(c.booked)}`,
    ),
    cancel:
      'If you do not want it at this rate, you can cancel it on the tracking page until the branch accepts it; nothing is charged:',
  };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The table's headings and the text version's lines: the columns every order-lines table shows (core). */
const columns = ORDER_LINE_COLUMNS.map((c) => labels.purchase.columns[c]);

/**
 * The London calendar day only changes on a whole UTC hour (GMT and BST are whole hours from UTC), so the last
 * formatted hour is kept: an order's two emails, and every order in that hour, format the date once.
 */
let lastDay: { hour: number; text: string } | null = null;

function orderDay(time: string): string {
  const hour = Math.floor(new Date(time).getTime() / 3_600_000);
  if (lastDay?.hour !== hour) lastDay = { hour, text: formatOrderDate(time) };
  return lastDay.text;
}

/** What every email of one order states alike: its lines, its money, its branch, its date. */
interface SharedParts {
  branch: Branch;
  publicUrl: string;
  base: string;
  date: string;
  rows: ReturnType<typeof orderLineRows>;
  money: ReturnType<typeof orderMoney>;
  branchFacts: { name: string; address: string; phone: string; hours: string };
}

/**
 * A new order sends two emails (the customer's and the branch's) from the same order object: their shared
 * parts are worked out once. The notes split alone (decimal arithmetic per line) was a third of the CPU of
 * rendering an order's emails, done twice.
 */
const sharedByOrder = new WeakMap<Order, SharedParts>();

function sharedParts(order: Order, branch: Branch, publicUrl: string): SharedParts {
  const known = sharedByOrder.get(order);
  if (known && known.branch === branch && known.publicUrl === publicUrl) return known;
  const parts: SharedParts = {
    branch,
    publicUrl,
    base: publicUrl.replace(/\/$/, ''),
    date: orderDay(order.time),
    rows: orderLineRows(order.Orders, formatAmountWithCode, order.status),
    money: orderMoney(order.Orders, order.status, formatAmountWithCode),
    branchFacts: {
      name: branch.name,
      address: addressText(branch),
      phone: branch.phone,
      // The closed days from the order's day on too (issue 30): those it may meet.
      hours: openingText(branch, new Date(order.time)),
    },
  };
  sharedByOrder.set(order, parts);
  return parts;
}

/** Renders one of the order emails from the order as the API returns it (with its email row fields). */
export function renderOrderEmail(
  kind: OrderEmailKind,
  order: Order,
  /** `branch`: the row of the order's collection point, whose address and hours the email gives. */
  options: {
    publicUrl: string;
    branch: Branch;
    rateChanges?: RateChange[];
    /** A branch cancellation's reason as the customer may be told it (core customerCancelReason), or null. */
    reason?: string | null;
  },
): RenderedEmail {
  const { base, date, rows, money, branchFacts } = sharedParts(order, options.branch, options.publicUrl);
  const { branch } = options;
  const context = {
    order,
    branch: branchFacts,
    date,
    booking: labels.purchase.bookingDetails,
    notice: importantNotification(order.status),
    pointLabel: pointLabel(order.status),
    columns,
    rows,
    lines: rows.map((r) => `${r.currency}: ${r.from} -> ${r.to} at ${r.rate}`),
    // Terms: banknotes only. The priced amounts stay as they are; this says how each is paid (the staff
    // screens read the same sentences and total from core's orderMoney).
    notesTitle: money.notesTitle,
    notes: money.notes,
    dashboardUrl: `${base}/dashboard/orderDetails/${order._id}`,
    trackUrl: `${base}/track?order=${order.Order_Id}`,
    total: money.total,
    // An order placed after closing time is told the next opening, not only "collect on the same day".
    collection:
      kind === 'order-confirmation' ? collectionAdvice(new Date(order.time), branch, order.status) : null,
    repriced: kind === 'order-confirmation' ? repricedText(options.rateChanges ?? []) : null,
  };
  if (kind === 'branch-notification') {
    const subject = `New ${order.title} order ${order.Order_Id}`;
    return { subject, html: branchHtml({ ...context, subject }), text: branchText(context) };
  }
  const heading =
    kind === 'order-accepted'
      ? `Your order ${order.Order_Id} has been accepted`
      : kind === 'order-completed'
        ? `Receipt for your order ${order.Order_Id}`
        : kind === 'order-expired'
          ? `Your order ${order.Order_Id} has expired: nothing was charged`
          : kind === 'order-cancelled'
            ? `Your order ${order.Order_Id} is cancelled: nothing was charged`
            : kind === 'order-cancelled-by-branch'
              ? `Your order ${order.Order_Id} was cancelled by the branch: nothing was charged`
              : kind === 'order-amended'
                ? `Your order ${order.Order_Id} has been changed: these are its new amounts`
                : `Your ${order.title} order ${order.Order_Id}`;
  const subject = heading;
  // What happened and what to do next (policy-texts.ts), the same words tracking shows; an ended order's
  // email says only that, none of a live order's hold, guarantee or what to bring.
  const state = statusText({
    way: order.status,
    status: order.Status,
    deleted: kind === 'order-cancelled-by-branch',
    cancelReason: options.reason ?? null,
    ...holdOf(order),
    lines: order.Orders,
    branch,
  });
  // A cancelled or expired order moved no money: its email leaves out how the notes would have changed hands.
  const notes = moneyChangesHands(order.Status, kind === 'order-cancelled-by-branch') ? context.notes : [];
  const live = { ...context, notes, subject, heading, state, live: state.live };
  return { subject, html: customerHtml(live), text: customerText(live) };
}
