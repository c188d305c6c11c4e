import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  can,
  completeOrderRequestSchema,
  decimalString,
  deleteOrderRequestSchema,
  messages,
  orderActionResultSchema,
  orderListSchema,
  orderSchema,
  roleOf,
  type Capability,
} from '@tm/core';
import { adminRoute, json, jsonBody, routeGroup, type RequestBody } from '../openapi';
import type { AccountEnv } from '../../pipeline/auth-context';
import { listStaffOrders, staffOrderDetails } from '../../orders/staff-order-list';
import { runStaffAction, type StaffAction } from '../../orders/staff-actions';
import { pageFields, pageOf, pageRows, staffListRoute, toSqlPage } from './paging';

const listQuery = z
  .object({
    ...pageFields,
    q: z
      .string()
      .trim()
      .max(100, 'Search for at most 100 characters')
      .optional()
      .describe("Order_Id prefix, or part of the customer's name, email or phone number"),
  })
  .transform(toSqlPage);

/** The four staff lists: live (not deleted) orders of one status (or all), newest first, a page at a time. */
const LISTS = [
  ['/allOrders', 'All live orders', null],
  ['/PendingOrder', 'Pending orders', 'Pending'],
  ['/AcceptedOrder', 'Accepted orders', 'Accepted'],
  ['/completedOrder', 'Completed orders', 'Completed'],
] as const;

const listRoute = (path: string, what: string) =>
  staffListRoute('orders (staff)', path, {
    capability: 'orders.read',
    summary: `${what}, newest first, 50 a page; deleted orders never appear. ?q= finds an Order_Id by its first digits, or a customer by part of their name, email or phone number (spaces and dashes ignored).`,
    query: listQuery,
    rows: pageOf(orderListSchema, 'Orders'),
  });

const idParams = z.object({ id: z.string().describe('Order_Id (8 digits) or _id') });

const details = adminRoute('orders (staff)', 'get', '/details/{id}', {
  capability: 'orders.read',
  summary:
    'One order by Order_Id or _id; 404 when unknown. An order the branch cancelled (in no list) answers with `deletion`: when, by whom, the reason, and the note for those who may read the Deleted register (`deleted.read`); staff actions on it are refused (409).',
  request: { params: idParams },
  responses: { 200: json(orderSchema, 'The order') },
});

/**
 * A staff action on the order of the path's id, with the action's own body if it has one, answered with the
 * order after the change.
 */
const actionRoute = <
  M extends 'get' | 'post' | 'put' | 'delete',
  A extends { capability: Capability; summary: string; body?: RequestBody },
>(
  method: M,
  path: string,
  { capability, summary, ...request }: A,
) =>
  adminRoute('orders (staff)', method, path, {
    capability,
    summary,
    request: { params: idParams, ...request },
    responses: { 200: json(orderActionResultSchema, 'The order after the change') },
  });

const complete = actionRoute('put', '/acceptedToCompleted/{id}', {
  capability: 'orders.complete',
  summary:
    "Complete an accepted order. 409 if refused, naming who changed the order and when. When this customer's orders within CDD_LINKED_DAYS reach CDD_THRESHOLD_GBP (the order's `cdd.required`; linked by phone, mailbox or name and postcode), the ID record must be sent (`idType`, `idNumber`, `idExpiry`, `dateOfBirth`), else 422 `id_check_required` (no body and `{}` both mean no record); an expired document or a customer under 18 is 422 `id_record_invalid`. It is stored with the order (who checked and when) and audited, never shown to the customer.",
  body: { ...jsonBody(completeOrderRequestSchema), required: false },
  query: z.object({
    seenGbp: decimalString
      .optional()
      .describe(
        "The GBP total the cashier's screen showed. When the order's is no longer that (a colleague amended it), 409 `order_changed` naming who and when and the amount now; nothing is written.",
      ),
  }),
});

const deleteRoute = actionRoute('delete', '/deleteOrder/{id}', {
  capability: 'orders.delete',
  summary:
    'Cancel a pending or accepted order by the branch (a soft delete: kept 5 years, with who, when and why). The reason is required; the customer is emailed (the reason named only when it may be told) and tracking shows "Cancelled by the branch". 409 if completed, or already deleted (naming who and when).',
  body: jsonBody(deleteOrderRequestSchema),
});

/** The spec accepts with a GET; POST does the same for clients that prefer a method that says it changes. */
const acceptRoute = (method: 'get' | 'post') =>
  actionRoute(method, '/pendingToAceept/{id}', {
    capability: 'orders.accept',
    summary:
      'Accept a pending order and queue the acceptance email (GET as the spec, POST the same). 409 if refused.',
  });

/** Spec §7 order calls, for staff: each route names its capability (core permissions.ts). */
export function adminOrderRoutes() {
  const app = routeGroup<AccountEnv>();
  for (const [path, what, status] of LISTS) {
    app.openapi(listRoute(path, what), async (c) => {
      const page = await listStaffOrders(c.get('deps'), { status, ...c.req.valid('query') });
      return c.json(pageRows(c, page), 200);
    });
  }
  /** The order of the route's :id, acted on by the signed-in staff member. */
  const act = (c: Context<AccountEnv>, action: StaffAction['action'], input?: StaffAction['input']) =>
    runStaffAction(c.get('deps'), {
      id: c.req.param('id') ?? '',
      action,
      actor: c.get('auth')!.user.email,
      input,
    });
  const accept = async (c: Context<AccountEnv>) =>
    c.json({ message: messages.orderAccepted, order: await act(c, 'accept') }, 200);
  return app
    .openapi(details, async (c) => {
      const withDeleteNote = can(roleOf(c.get('auth')!.user.role), 'deleted.read');
      const order = await staffOrderDetails(c.get('deps'), c.req.valid('param').id, { withDeleteNote });
      c.header('Cache-Control', 'no-store');
      return c.json(order, 200);
    })
    .openapi(acceptRoute('get'), accept)
    .openapi(acceptRoute('post'), accept)
    .openapi(complete, async (c) => {
      // `{}` sent as JSON arrives as undefined (completeOrderRequestSchema); no body at all skips the validator
      // and arrives as {}. Both mean no ID record.
      const body = c.req.valid('json');
      const idRecord = body && Object.keys(body).length > 0 ? body : undefined;
      const { seenGbp } = c.req.valid('query');
      const order = await act(c, 'complete', { idRecord, seenGbp });
      return c.json({ message: messages.orderCompleted, order }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const deletion = c.req.valid('json');
      return c.json({ message: messages.orderDeleted, order: await act(c, 'delete', { deletion }) }, 200);
    });
}
