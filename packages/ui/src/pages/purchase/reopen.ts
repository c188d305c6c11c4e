import { DEFAULT_CURRENCY } from '@tm/core/constants';
import { foreignCode } from '@tm/core/line-sides';
import { WAY_TO_ROUTE_WAY, type Way } from '@tm/core/ways';
import type { ErrorIssue, OrderRequest } from '@tm/core';
import type { Details } from './details-validation';
import type { PurchaseDraft } from './purchase-draft';
import { placeRefusal } from './refusal';

/** The purchase page of a currency and a way (spec §2: /purchase/{currencyParams}/{currentWay}). */
export function purchasePath(code: string, way: Way, search = ''): string {
  return `/purchase/${code}/${WAY_TO_ROUTE_WAY[way]}${search}`;
}

/**
 * The details form back from an order. The order keeps the name as one string, first and last joined by a
 * space; splitting at the first space joins back to exactly the same Name, whatever the split looked like.
 */
export function detailsOfOrder(order: OrderRequest): Details {
  const name = order.Name.trim();
  const space = name.indexOf(' ');
  return {
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1).trim(),
    email: order.Email,
    address: order.Address,
    phone: order.Phone_Number,
    // The customer agreed to the terms for this very order; correcting a field does not undo that.
    terms: true,
  };
}

/**
 * A refused order taken back (the outbox's `reopen`): the draft the purchase page opens with, the server's
 * messages on the fields they name, and the page and step where the first of them is.
 */
export function correctionOf(
  order: OrderRequest,
  error: string,
  issues: readonly ErrorIssue[],
): { draft: PurchaseDraft; path: string } {
  const details = detailsOfOrder(order);
  const refusal = placeRefusal(error, issues, details);
  const code = order.Orders[0] ? foreignCode(order.Orders[0], order.status) : DEFAULT_CURRENCY;
  return {
    draft: { point: order.CheckingPoint, details, refusal },
    path: purchasePath(code, order.status, refusal.step === 2 ? '?step=2' : ''),
  };
}
