import { Hono } from 'hono';
import { bodyRules } from './http/body';
import { onError, onNotFound } from './pipeline/error-handler';
import { routeGroupOf } from './routes/openapi';
import { requestContext } from './pipeline/request-context';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import type { AppDeps, AppEnv } from './deps';
import { kioskCors } from './live/cors';
import { liveRoutes } from './routes/live/index';
import { sessionMiddleware } from './pipeline/auth-middleware';
import { accountRoutes } from './routes/accounts';
import { branchRoutes } from './routes/branches';
import { contactRoutes } from './routes/contact';
import { currencyRoutes } from './routes/currency';
import { currencyFastLane } from './routes/currency/fast-lane';
import { devToolsRoutes } from './routes/dev-tools';
import { metaRoutes } from './routes/meta';
import { buildOpenApiDocument } from './routes/meta/document';
import { orderRoutes } from './routes/orders';
import { rateHistoryRoutes } from './routes/rate-history';
import { rateAlertRoutes } from './routes/rate-alerts';
import { ONE_CLICK_PATH } from './rates/rate-alert-tokens';
import { trackRoutes } from './routes/track';

export type { AppDeps, AppEnv } from './deps';

/**
 * Builds the whole HTTP app from its dependencies. Nothing here reads globals: tests build one per file with
 * an in-memory database, a fixed clock and a silent logger, and call it through `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const snapshot = deps.currencySnapshot;

  const api = routeGroupOf([
    currencyRoutes(snapshot),
    rateHistoryRoutes(),
    branchRoutes(),
    orderRoutes(),
    trackRoutes(),
    contactRoutes(),
    rateAlertRoutes(),
    // Accounts, users, admin, Secure Box, stats, live mode.
    accountRoutes(),
    // Server-sent rate events.
    liveRoutes(),
  ]);
  // The developers' tools exist only where DEV_TOOLS is on: elsewhere neither answered nor documented.
  if (deps.config.devTools) api.route('/', devToolsRoutes());
  // The reference describes every route mounted above, and itself, from their own definitions.
  api.route(
    '/',
    metaRoutes(() => buildOpenApiDocument(api)),
  );

  const app = new Hono<AppEnv>();
  // The hottest read answers before the general stack, with the same headers (see fast-lane.ts). A Node
  // server answers it sooner still, before Hono (main.ts); this is the lane for what reaches the app.
  app.get('/api/currency', currencyFastLane(snapshot, deps).middleware);
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders());
  app.use('/api/*', kioskCors());
  app.use('/api/*', bodyRules(deps.config.BODY_LIMIT_BYTES, [ONE_CLICK_PATH]));
  for (const middleware of deps.middlewares ?? []) app.use('/api/*', middleware);
  // Sessions (cookie or bearer) and the CSRF check, before any route reads who is calling.
  app.use('/api/*', sessionMiddleware());

  app.route('/api', api);
  if (deps.publicDir) app.use('*', staticFiles(deps.publicDir));

  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
