import { todaySchema } from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { readToday } from '../../orders/today';
import { adminRoute, json, routeGroup } from '../openapi';

const today = adminRoute('staff', 'get', '/today', {
  capability: 'today',
  summary:
    'The day’s work: pending orders to accept and accepted orders awaiting collection (oldest first, with the end of each rate guarantee), and per currency what the till needs for the open orders.',
  responses: { 200: json(todaySchema, 'Today') },
});

/** GET /api/today, for the dashboard's Today screen. */
export function todayRoutes() {
  return routeGroup<AccountEnv>().openapi(today, async (c) => {
    const day = await readToday(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return c.json(day, 200);
  });
}
