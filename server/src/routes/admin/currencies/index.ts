import type { AccountEnv } from '../../../pipeline/auth-context';
import { routeGroup } from '../../openapi';
import * as handlers from './currencies.handlers';
import * as routes from './currencies.routes';

/**
 * Spec §7 currency calls, for managers (`currencies.manage`): declarations in currencies.routes.ts, handlers in
 * currencies.handlers.ts, the domain in currencies/currency-changes.ts. The market rate always comes from the
 * server's own lookup: a `Rate` sent by a client (AddCurrency, UpdateCurrencyPrice) is ignored, so no browser
 * can set a price.
 */
export function adminCurrencyRoutes() {
  return routeGroup<AccountEnv>()
    .openapi(routes.rateLookup, handlers.rateLookup)
    .openapi(routes.addCurrency, handlers.addCurrency)
    .openapi(routes.updateCurrency, handlers.updateCurrency)
    .openapi(routes.updatePrice, handlers.updatePrice)
    .openapi(routes.deleteCurrency, handlers.deleteCurrency);
}
