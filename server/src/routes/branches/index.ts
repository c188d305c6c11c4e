import { branchListSchema } from '@tm/core';
import { etagJson } from '../../http/etag-json';
import { json, revalidatedRoute, routeGroup } from '../openapi';
import { listBranches } from '../../branches/read';

/** Clients revalidate every time (a cheap 304), so a changed address or opening time shows at once. */
export const BRANCHES_CACHE_CONTROL = 'no-cache';

const list = revalidatedRoute('branches', '/branches', {
  summary: 'The collection points: name, address, phone and opening hours per weekday (Europe/London time).',
  description:
    "An order's CheckingPoint is one of these `slug`s; any other is refused with 400. `hours` has one entry per open ISO weekday (1 Monday … 7 Sunday), times HH:MM; a day without one is closed.",
  request: {},
  answer: json(branchListSchema, 'The branches'),
});

/** GET /branches: the branches table as the app lists it. */
export function branchRoutes() {
  return routeGroup().openapi(list, async (c) =>
    etagJson(c, await listBranches(c.var.deps.db), BRANCHES_CACHE_CONTROL),
  );
}
