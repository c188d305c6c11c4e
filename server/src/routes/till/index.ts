import { z } from '@hono/zod-openapi';
import {
  endOfDaySchema,
  londonDateKey,
  londonDaySchema,
  tillCountRequestSchema,
  tillDaySchema,
  tillSignOffRequestSchema,
} from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { toCsv } from '../export/csv';
import { listBranches } from '../../branches/read';
import type { Queryable } from '../../db/types';
import { readTill, saveCounts, signOff } from '../../till/till-day';
import { accountantRows, endOfDay } from '../../till/end-of-day';

const dayQuery = z.object({
  day: londonDaySchema.optional().describe("A London day, YYYY-MM-DD; today's (London) when left out"),
  branch: z.string().optional().describe('A branch slug; the first branch when left out'),
});

const TAG = 'till and end of day';

const getTill = adminRoute(TAG, 'get', '/till', {
  capability: 'till.count',
  summary:
    "The day's till per currency (GBP first): opening float, deliveries, in and out from orders completed that London day, expected = float + deliveries + in − out, counted, difference = counted − expected; and the sign-off. The expected is the stock now.",
  request: { query: dayQuery },
  responses: { 200: json(tillDaySchema, 'The till') },
});

const putTill = adminRoute(TAG, 'put', '/till', {
  capability: 'till.count',
  summary:
    'Enter the opening float, deliveries and (at close) the count per currency; audited. 409 once the day is signed off.',
  request: { query: dayQuery.pick({ branch: true }), body: jsonBody(tillCountRequestSchema) },
  responses: { 200: json(tillDaySchema, 'The till as saved') },
});

const postSignOff = adminRoute(TAG, 'post', '/till/signOff', {
  capability: 'till.signOff',
  summary:
    "A manager signs the day's till off (audited). 422 naming the currencies not yet counted; 409 when already signed off.",
  request: { query: dayQuery.pick({ branch: true }), body: jsonBody(tillSignOffRequestSchema) },
  responses: { 200: json(tillDaySchema, 'The till, signed off') },
});

const getEndOfDay = adminRoute(TAG, 'get', '/endOfDay', {
  capability: 'reports',
  summary:
    'The end-of-day report: orders completed that London day per currency and way (orders, foreign amount, GBP), GBP in (Collect) and out (Sell), and how many were deleted that day.',
  request: { query: dayQuery },
  responses: { 200: json(endOfDaySchema, 'The report') },
});

const getExport = adminRoute(TAG, 'get', '/endOfDayExport', {
  capability: 'reports',
  summary:
    "The accountant's CSV of a London day: each line of each order completed (London and UTC time, staff, ID checked) and each order deleted that day (who, reason).",
  request: { query: dayQuery },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
});

async function branchOf(db: Queryable, slug: string | undefined): Promise<string> {
  const all = await listBranches(db);
  const found = slug ? all.find((b) => b.slug === slug) : all[0];
  if (!found) throw notFound('We could not find that branch');
  return found.slug;
}

/** The till, its sign-off and the end-of-day report (issue 30). */
export function tillRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(getTill, async (c) => {
      const deps = c.get('deps');
      const q = c.req.valid('query');
      const branch = await branchOf(deps.db, q.branch);
      return c.json(await readTill(deps.db, branch, q.day ?? londonDateKey(deps.clock())), 200);
    })
    .openapi(putTill, async (c) => {
      const deps = c.get('deps');
      const branch = await branchOf(deps.db, c.req.valid('query').branch);
      const body = c.req.valid('json');
      await saveCounts(deps.db, branch, body, c.get('auth')!.user.email, deps.clock());
      return c.json(await readTill(deps.db, branch, body.day), 200);
    })
    .openapi(postSignOff, async (c) => {
      const deps = c.get('deps');
      const branch = await branchOf(deps.db, c.req.valid('query').branch);
      const { day } = c.req.valid('json');
      return c.json(await signOff(deps.db, branch, day, c.get('auth')!.user.email, deps.clock()), 200);
    })
    .openapi(getEndOfDay, async (c) => {
      const deps = c.get('deps');
      const q = c.req.valid('query');
      const branch = await branchOf(deps.db, q.branch);
      return c.json(await endOfDay(deps.db, branch, q.day ?? londonDateKey(deps.clock())), 200);
    })
    .openapi(getExport, async (c) => {
      const deps = c.get('deps');
      const q = c.req.valid('query');
      const branch = await branchOf(deps.db, q.branch);
      const day = q.day ?? londonDateKey(deps.clock());
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="end-of-day-${branch}-${day}.csv"`);
      return c.body(toCsv(await accountantRows(deps.db, branch, day)), 200);
    });
}
