import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  deleteOrderRequestSchema,
  idRecordRequestSchema,
  messages,
  orderActionResultSchema,
  orderListSchema,
  orderSchema,
  type IdRecordRequest,
} from '@tm/core';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import type { AccountEnv } from '../../pipeline/auth-context';
import { listStaffOrders, staffOrderDetails } from '../../orders/staff-order-list';
import { runStaffAction, type StaffAction } from '../../orders/staff-actions';
import { pageFields, pageOf, pageRows, toSqlPage } from './paging';

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
  adminRoute('orders (staff)', 'get', path, {
    capability: 'orders.read',
    summary: `${what}, newest first, 50 a page; deleted orders never appear. ?q= finds an Order_Id by its first digits, or a customer by part of their name, email or phone number (spaces and dashes ignored).`,
    request: { query: listQuery },
    responses: { 200: pageOf(orderListSchema, 'Orders') },
  });

const idParams = z.object({ id: z.string().describe('Order_Id (8 digits) or _id') });

const details = adminRoute('orders (staff)', 'get', '/details/{id}', {
  capability: 'orders.read',
  summary: 'One order by Order_Id or _id; 404 when unknown or deleted.',
  request: { params: idParams },
  responses: { 200: json(orderSchema, 'The order') },
});

const actionRoute = (method: 'get' | 'post', path: string, summary: string) =>
  adminRoute('orders (staff)', method, path, {
    capability: 'orders.accept',
    summary,
    request: { params: idParams },
    responses: { 200: json(orderActionResultSchema, 'The order after the change') },
  });

const complete = adminRoute('orders (staff)', 'put', '/acceptedToCompleted/{id}', {
  capability: 'orders.complete',
  summary:
    "Complete an accepted order. 409 if refused, naming who changed the order and when. When this customer's orders within CDD_LINKED_DAYS reach CDD_THRESHOLD_GBP (the order's `cdd.required`; linked by phone, mailbox or name and postcode), the ID record must be sent (`idType`, `idNumber`, `idExpiry`, `dateOfBirth`), else 422 `id_check_required`; an expired document or a customer under 18 is 422 `id_record_invalid`. It is stored with the order (who checked and when) and audited, never shown to the customer.",
  request: { params: idParams, body: { ...jsonBody(idRecordRequestSchema), required: false } },
  responses: { 200: json(orderActionResultSchema, 'The order after the change') },
});

const deleteRoute = adminRoute('orders (staff)', 'delete', '/deleteOrder/{id}', {
  capability: 'orders.delete',
  summary:
    'Cancel a pending or accepted order by the branch (a soft delete: kept 5 years, with who, when and why). The reason is required; the customer is emailed (the reason named only when it may be told) and tracking shows "Cancelled by the branch". 409 if completed, or already deleted (naming who and when).',
  request: { params: idParams, body: jsonBody(deleteOrderRequestSchema) },
  responses: { 200: json(orderActionResultSchema, 'The order after the change') },
});

const ACCEPT_SUMMARY =
  'Accept a pending order and queue the acceptance email (GET as the spec, POST the same). 409 if refused.';

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
  return (
    app
      .openapi(details, async (c) => {
        const order = await staffOrderDetails(c.get('deps'), c.req.valid('param').id);
        c.header('Cache-Control', 'no-store');
        return c.json(order, 200);
      })
      // The spec accepts with a GET; POST does the same for clients that prefer a method that says it changes.
      .openapi(actionRoute('get', '/pendingToAceept/{id}', ACCEPT_SUMMARY), accept)
      .openapi(actionRoute('post', '/pendingToAceept/{id}', ACCEPT_SUMMARY), accept)
      .openapi(complete, async (c) => {
        const body = c.req.valid('json') as IdRecordRequest | undefined;
        const idRecord = body && Object.keys(body).length > 0 ? body : undefined;
        const order = await act(c, 'complete', { idRecord });
        return c.json({ message: messages.orderCompleted, order }, 200);
      })
      .openapi(deleteRoute, async (c) => {
        const deletion = c.req.valid('json');
        return c.json({ message: messages.orderDeleted, order: await act(c, 'delete', { deletion }) }, 200);
      })
  );
}
