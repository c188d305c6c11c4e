import { liveModeRequestSchema, liveModeStatusSchema } from '@tm/core';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { writeAudit } from '../../audit/audit';
import type { AccountEnv } from '../../pipeline/auth-context';

const readState = adminRoute('currencies (staff)', 'get', '/liveMode', {
  capability: 'dashboard',
  summary:
    'Live mode: on, interval, the last round, and what is known about the exchange-rate service (outage since when, unknown codes, rejected rates).',
  responses: { 200: json(liveModeStatusSchema, 'State') },
});

const switchMode = adminRoute('currencies (staff)', 'put', '/liveMode', {
  capability: 'liveMode.manage',
  summary: 'Switch live mode (server-side refresh of every rate on a schedule).',
  request: { body: jsonBody(liveModeRequestSchema) },
  responses: { 200: json(liveModeStatusSchema, 'State') },
});

/** GET/PUT /liveMode, the dashboard's 'Get the Latest' / 'Stop the Latest' toggle. */
export function liveModeRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(readState, async (c) => c.json(await c.get('deps').liveMode.state(), 200))
    .openapi(switchMode, async (c) => {
      const deps = c.get('deps');
      const mode = deps.liveMode;
      const before = (await mode.state()).on;
      const state = await mode.setOn(c.req.valid('json').on);
      if (before !== state.on) {
        await writeAudit(deps.db, {
          actor: c.get('auth')!.user.email,
          action: state.on ? 'live-mode-on' : 'live-mode-off',
          entity: 'live-mode',
          entityId: 'rates',
          before: { on: before },
          after: { on: state.on },
          at: deps.clock(),
        });
      }
      return c.json(state, 200);
    });
}
