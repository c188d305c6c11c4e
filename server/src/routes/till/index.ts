import { z, type RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { Context } from 'hono';
import {
  endOfDaySchema,
  londonDay,
  londonDaySchema,
  tillCountRequestSchema,
  tillDaySchema,
  tillSignOffRequestSchema,
  type Capability,
} from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { csvFileResponses, sendCsvFile } from '../export/csv-file';
import { listBranches } from '../../branches/read';
import type { Queryable } from '../../db/types';
import { readTill, saveCounts, signOff, type TillAct } from '../../till/till-day';
import { accountantRows, endOfDay } from '../../till/end-of-day';

const dayQuery = z.object({
  day: londonDaySchema.optional().describe("A London day, YYYY-MM-DD; today's (London) when left out"),
  branch: z.string().optional().describe('A branch slug; the first branch when left out'),
});

const TAG = 'till and end of day';

/** A read of one London day at one branch (`dayQuery`). */
const dayRead = <P extends string, R extends RouteConfig['responses']>(
  path: P,
  { capability, summary, responses }: { capability: Capability; summary: string; responses: R },
) => adminRoute(TAG, 'get', path, { capability, summary, request: { query: dayQuery }, responses });

interface TillChange<B extends ZodType> {
  capability: Capability;
  summary: string;
  /** The change's JSON body, which names its London day. */
  body: B;
  /** What the document calls the till answered after the change. */
  answer: string;
}

/** A change to a branch's till, answered with the till after it. */
const tillChange = <M extends 'put' | 'post', P extends string, B extends ZodType>(
  method: M,
  path: P,
  { capability, summary, body, answer }: TillChange<B>,
) =>
  adminRoute(TAG, method, path, {
    capability,
    summary,
    request: { query: dayQuery.pick({ branch: true }), body: jsonBody(body) },
    responses: { 200: json(tillDaySchema, answer) },
  });

const getTill = dayRead('/till', {
  capability: 'till.count',
  summary:
    "The day's till per currency (GBP first): opening float, deliveries, in and out from orders completed that London day, expected = float + deliveries + in − out, counted, difference = counted − expected; and the sign-off. The expected is the stock now.",
  responses: { 200: json(tillDaySchema, 'The till') },
});

const putTill = tillChange('put', '/till', {
  capability: 'till.count',
  summary:
    'Enter the opening float, deliveries and (at close) the count per currency; audited. 409 once the day is signed off.',
  body: tillCountRequestSchema,
  answer: 'The till as saved',
});

const postSignOff = tillChange('post', '/till/signOff', {
  capability: 'till.signOff',
  summary:
    "A manager signs the day's till off (audited). 422 naming the currencies not yet counted; 422 `till_out` when a count differs from the expected and no `note` (10 characters or more) says why; 409 when already signed off.",
  body: tillSignOffRequestSchema,
  answer: 'The till, signed off',
});

const getEndOfDay = dayRead('/endOfDay', {
  capability: 'reports',
  summary:
    'The end-of-day report: orders completed that London day per currency and way (orders, foreign amount, GBP), GBP in (Collect) and out (Sell), and how many were deleted that day.',
  responses: { 200: json(endOfDaySchema, 'The report') },
});

const getExport = dayRead('/endOfDayExport', {
  capability: 'reports',
  summary:
    "The accountant's CSV of a London day: each line of each order completed (London and UTC time, staff, ID checked) and each order deleted that day (who, reason).",
  responses: csvFileResponses,
});

async function branchOf(db: Queryable, slug: string | undefined): Promise<string> {
  const all = await listBranches(db);
  const found = slug ? all.find((b) => b.slug === slug) : all[0];
  if (!found) throw notFound('We could not find that branch');
  return found.slug;
}

/** The signed-in staff member and the clock's now: whom a till change is audited to. */
const actOf = (c: Context<AccountEnv>): TillAct => ({
  actor: c.get('auth')!.user.email,
  at: c.get('deps').clock(),
});

type DayReadContext = Context<AccountEnv, string, { out: { query: z.output<typeof dayQuery> } }>;

/**
 * The branch and London day a read names, the first branch and today (London) for what it leaves out, with
 * the database to read them from.
 */
async function dayOf(c: DayReadContext): Promise<{ db: Queryable; branch: string; day: string }> {
  const { db, clock } = c.get('deps');
  const query = c.req.valid('query');
  return { db, branch: await branchOf(db, query.branch), day: query.day ?? londonDay(clock()) };
}

/** The till, its sign-off and the end-of-day report (issue 30). */
export function tillRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(getTill, async (c) => {
      const { db, branch, day } = await dayOf(c);
      return c.json(await readTill(db, branch, day), 200);
    })
    .openapi(putTill, async (c) => {
      const deps = c.get('deps');
      const branch = await branchOf(deps.db, c.req.valid('query').branch);
      const body = c.req.valid('json');
      await saveCounts(deps.db, branch, body, actOf(c));
      return c.json(await readTill(deps.db, branch, body.day), 200);
    })
    .openapi(postSignOff, async (c) => {
      const deps = c.get('deps');
      const branch = await branchOf(deps.db, c.req.valid('query').branch);
      return c.json(await signOff(deps.db, branch, c.req.valid('json'), actOf(c)), 200);
    })
    .openapi(getEndOfDay, async (c) => {
      const { db, branch, day } = await dayOf(c);
      return c.json(await endOfDay(db, branch, day), 200);
    })
    .openapi(getExport, async (c) => {
      const { db, branch, day } = await dayOf(c);
      return sendCsvFile(c, `end-of-day-${branch}-${day}.csv`, await accountantRows(db, branch, day));
    });
}
