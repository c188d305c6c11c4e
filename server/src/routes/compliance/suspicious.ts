import {
  suspiciousNoteListSchema,
  suspiciousNoteRequestSchema,
  suspiciousNoteSchema,
  type SuspiciousNote,
} from '@tm/core';
import { listSuspiciousNotes, raiseSuspiciousNote } from '../../compliance/suspicious-notes';
import { mapPage } from '../../db/page';
import type { AccountEnv } from '../../pipeline/auth-context';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { pageOf, pageRows, staffListRoute } from '../admin/paging';

const raise = adminRoute('compliance (managers)', 'post', '/suspiciousNotes', {
  capability: 'suspicious.raise',
  summary:
    'Raise a suspicious-activity note on an order (`Order_Id`) or a customer (`customerEmail`): any staff member may; only managers read them; audited. Never shown or sent to the customer.',
  request: { body: jsonBody(suspiciousNoteRequestSchema) },
  responses: { 201: json(suspiciousNoteSchema, 'The note as stored') },
});

const list = staffListRoute('compliance (managers)', '/suspiciousNotes', {
  capability: 'suspicious.read',
  summary: 'Suspicious-activity notes, newest first, 50 a page (managers only).',
  rows: pageOf(suspiciousNoteListSchema, 'Notes'),
});

const toNote = (r: {
  id: string;
  orderNumber: string | null;
  customerEmail: string | null;
  note: string;
  raisedBy: string;
  raisedAt: Date;
}): SuspiciousNote => ({
  id: r.id,
  Order_Id: r.orderNumber,
  customerEmail: r.customerEmail,
  note: r.note,
  raisedBy: r.raisedBy,
  raisedAt: r.raisedAt.toISOString(),
});

/**
 * Suspicious-activity notes (issue 29; the Proceeds of Crime Act expects staff to report a concern to the
 * branch's nominated officer, the manager). Raising one says nothing to the customer and changes nothing on
 * the order: a cashier who raised one completes or cancels the order as usual, and the manager decides.
 */
export function suspiciousRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(raise, async (c) => {
      const deps = c.get('deps');
      const note = await raiseSuspiciousNote(
        deps.db,
        c.req.valid('json'),
        c.get('auth')!.user.email,
        deps.clock(),
      );
      const stored = toNote(note);
      return c.json(stored, 201);
    })
    .openapi(list, async (c) => {
      const page = await listSuspiciousNotes(c.get('deps').db, c.req.valid('query'));
      return c.json(pageRows(c, mapPage(page, toNote)), 200);
    });
}
