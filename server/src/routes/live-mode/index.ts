import { liveModeRequestSchema, liveModeStatusSchema } from '@tm/core';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';
import { writeAudit } from '../../audit/audit';
import type { AccountDeps, AccountEnv } from '../../pipeline/auth-context';
import { createLiveMode, type LiveMode } from '../../rates/live-mode';

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

const liveModes = new WeakMap<AccountDeps, LiveMode>();

/**
 * The app's live mode: one per set of deps, shared by the routes and the server's start-up (which starts its
 * looking for due rounds). Whether it is on is the database's (one setting for every instance, kept across
 * restarts and deploys); see rates/live-mode.ts.
 */
export function liveModeFor(deps: AccountDeps): LiveMode {
  let live = liveModes.get(deps);
  if (!live) {
    live = createLiveMode(deps, deps.config.LIVE_MODE_INTERVAL_SECONDS);
    liveModes.set(deps, live);
  }
  return live;
}

/** GET/PUT /liveMode, the dashboard's 'Get the Latest' / 'Stop the Latest' toggle. */
export function liveModeRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(readState, async (c) => c.json(await liveModeFor(c.get('deps')).state(), 200))
    .openapi(switchMode, async (c) => {
      const deps = c.get('deps');
      const mode = liveModeFor(deps);
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
