import { Hono } from 'hono';
import { z } from 'zod';
import { validationError } from '../../http/errors';
import { writeAudit } from '../../auth/audit';
import type { AccountDeps, AccountEnv } from '../../auth/context';
import { requireAdmin } from '../../auth/middleware';
import { createLiveMode, type LiveMode } from '../../rates/live-mode';

const bodySchema = z.object({ on: z.boolean({ error: 'on must be true or false' }) });

/**
 * GET/PUT /liveMode, the dashboard's 'Get the Latest' / 'Stop the Latest' toggle. One scheduler per app,
 * made on first use; it lives in memory, so a restart starts with live mode off (the safe default: no
 * unattended calls to a paid service after a reboot).
 */
export function liveModeRoutes() {
  let live: LiveMode | undefined;
  const liveFor = (deps: AccountDeps) =>
    (live ??= createLiveMode(deps, deps.config.LIVE_MODE_INTERVAL_SECONDS));
  return new Hono<AccountEnv>()
    .get('/liveMode', requireAdmin, async (c) => c.json(await liveFor(c.get('deps')).state()))
    .put('/liveMode', requireAdmin, async (c) => {
      const deps = c.get('deps');
      const parsed = bodySchema.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) throw validationError(parsed.error);
      const mode = liveFor(deps);
      const before = (await mode.state()).on;
      const state = await mode.setOn(parsed.data.on);
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
      return c.json(state);
    });
}
