import { customerFacingStatus, type Branch, type Order } from '@tm/core';
import { eq } from 'drizzle-orm';
import { orderLines } from '../db/schema';
import type { Queryable } from '../db/types';
import { publicUrlOf } from '../env';
import type { AppDeps } from '../deps';
import { findBranch } from '../branches/read';
import { toApiOrder, type OrderRow } from './order-mapper';
import { emailAllowance } from '../http/limiter';
import type { OutgoingEmail } from '../mail/outbox';
import { renderOrderEmail, type RateChange } from '../mail/templates';

/**
 * Which of a new order's two emails go out. Anyone can place an order with any address in it, so what a flood
 * of orders can make the server send is capped (CUSTOMER_EMAILS_PER_HOUR per address, BRANCH_EMAILS_PER_HOUR
 * for the branch copy). The order itself is always stored; a skipped email is only not sent:
 * - the customer still sees the order on screen (step 3, My orders); past the cap their address gets no more
 *   confirmations this hour;
 * - the branch gets one notice in place of the first copy past its cap, saying copies are held; the held
 *   copies go out as one digest within the hour (jobs/branch-digest.ts), so none is silently dropped, and
 *   every order is in the dashboard's Pending list all the same.
 */
export interface OrderEmailPlan {
  customer: boolean;
  branch: 'copy' | 'paused-notice' | 'none';
}

type PlanDeps = Pick<AppDeps, 'config' | 'limitStore' | 'clock' | 'logger'>;

export async function planOrderEmails(deps: PlanDeps, customerEmail: string): Promise<OrderEmailPlan> {
  const [customer, branch] = await Promise.all([
    emailAllowance(deps, 'customer-email', customerEmail),
    emailAllowance(deps, 'branch-email', deps.config.BRANCH_EMAIL),
  ]);
  return {
    customer: customer === 'send',
    branch: branch === 'send' ? 'copy' : branch === 'first-over' ? 'paused-notice' : 'none',
  };
}

function pausedNotice(
  order: Order,
  perHour: number,
  publicUrl: string,
): Pick<OutgoingEmail, 'subject' | 'html' | 'text'> {
  const subject = `Branch copies held for a digest: more than ${perHour} new orders this hour`;
  const text =
    `More than ${perHour} orders were placed in the last hour, so order ${order.Order_Id} and the ones after ` +
    'it this hour get no copy of their own: within the hour one email (a digest) lists them all. They are all ' +
    `in the dashboard (Pending orders) now: ${publicUrl.replace(/\/$/, '')}/dashboard/manageOrders. ` +
    'So many orders at once may be a flood of fake orders: check the dashboard before preparing notes.';
  return { subject, text, html: `<!doctype html><html lang="en"><body><p>${text}</p></body></html>` };
}

/** The emails to queue with a new order, rendered, as the plan allows. */
export function orderEmails(
  deps: PlanDeps,
  plan: OrderEmailPlan,
  order: Order,
  /** The branch the order is collected from (its row): the emails give its address and hours. */
  branch: Branch,
  publicUrl: string,
  /** Lines booked at another rate than the customer was quoted: the confirmation says so. */
  rateChanges: RateChange[] = [],
): OutgoingEmail[] {
  const emails: OutgoingEmail[] = [];
  if (plan.customer) {
    emails.push({
      kind: 'order-confirmation',
      to: order.Email,
      orderId: order._id,
      ...renderOrderEmail('order-confirmation', order, { publicUrl, branch, rateChanges }),
    });
  } else {
    deps.logger.warn('order confirmation not sent: email cap reached', { orderNumber: order.Order_Id });
  }
  if (plan.branch === 'copy') {
    emails.push({
      kind: 'branch-notification',
      to: deps.config.BRANCH_EMAIL,
      orderId: order._id,
      ...renderOrderEmail('branch-notification', order, { publicUrl, branch }),
    });
  } else if (plan.branch === 'paused-notice') {
    emails.push({
      kind: 'branch-copies-paused',
      to: deps.config.BRANCH_EMAIL,
      orderId: order._id,
      ...pausedNotice(order, deps.config.BRANCH_EMAILS_PER_HOUR, publicUrl),
    });
  }
  return emails;
}

/** The emails a change of an order's status sends its customer (issue 18). */
export type StatusEmailKind =
  'order-accepted' | 'order-completed' | 'order-expired' | 'order-cancelled' | 'order-cancelled-by-branch';

/**
 * The order as the API shows it after a status change, read inside the change's transaction, with the
 * customer's email for that status queued in the same transaction (the outbox): one path for staff actions,
 * expiry and a customer's cancel.
 */
export async function orderWithStatusEmail(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'outbox'>,
  row: OrderRow,
  kind: StatusEmailKind | null,
  /** A branch cancellation's reason as its customer may be told it, or null. */
  reason: string | null = null,
): Promise<Order> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id));
  const order = toApiOrder(row, lines);
  if (kind) {
    // The orders table references branches, so the order's branch is there.
    const branch = await findBranch(tx, row.checkingPoint);
    if (!branch) throw new Error(`order ${row.orderNumber} names no branch (${row.checkingPoint})`);
    // The customer reads the status they would see tracking it: Cancelled once the branch has cancelled it.
    const shown = { ...order, Status: customerFacingStatus(order.Status, row.deletedAt !== null) };
    const email = renderOrderEmail(kind, shown, {
      publicUrl: publicUrlOf(deps.config),
      branch,
      reason,
    });
    await deps.outbox.enqueue(tx, { kind, to: row.email, ...email, orderId: row.id });
  }
  return order;
}
