import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp, type AppDeps, type AppEnv } from '../../src/app';
import { onError } from '../../src/pipeline/error-handler';
import { liveRoutes, type LiveOptions } from '../../src/routes/live/index';
import { currencies } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { testConfig, type EnvInput } from '../../src/env';
import { createLogger, silentLogger } from '../../src/logger';
import { createOutbox } from '../../src/mail/outbox';
import type { RateBus } from '../../src/rates/bus';
import { testDeps } from '../support/test-app';

/** The dependencies of one API instance as main.ts builds them, on the given database and bus. */
export function liveDeps(database: Database, bus: RateBus, config: EnvInput = {}): AppDeps {
  const clock = () => new Date();
  return testDeps(database, {
    clock,
    outbox: createOutbox({ clock }),
    bus,
    config: testConfig(config),
    logger: process.env.LIVE_DEBUG ? createLogger('debug') : silentLogger,
  });
}

export function liveApp(database: Database, bus: RateBus, config: EnvInput = {}) {
  return createApp(liveDeps(database, bus, config));
}

/** liveRoutes alone with non-default options (short heartbeat, one slot...), on the given deps. */
export function liveOnly(deps: AppDeps, options: LiveOptions) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // The app's one error hook, so a refused stream is answered as createApp answers it.
  app.onError(onError);
  return app.route('/', liveRoutes(options));
}

/** What a staff change does underneath: write the rate, then announce it on the bus. */
export async function changeRate(database: Database, bus: RateBus, code: string, rate: string) {
  await database.db.update(currencies).set({ rate, updatedAt: new Date() }).where(eq(currencies.code, code));
  await bus.notify();
}
