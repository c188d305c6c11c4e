import { complianceRoutes } from './compliance';
import type { AccountEnv } from '../pipeline/auth-context';
import { routeGroupOf } from './openapi';
import { accountOrderRoutes } from './account-orders';
import { adminCurrencyRoutes } from './admin/currencies';
import { adminOrderRoutes } from './admin/orders';
import { authRoutes } from './auth';
import { boxRoutes } from './box';
import { contactAdminRoutes } from './contact-admin';
import { liveModeRoutes } from './live-mode';
import { orderTimelineRoutes } from './order-timeline';
import { staffEventsRoutes } from './staff-events';
import { statsRoutes } from './stats';
import { todayRoutes } from './today';
import { exportRoutes } from './export';
import { userRoutes } from './users';
import { branchSettingsRoutes } from './branch-settings';
import { counterRoutes } from './counter';
import { tillRoutes } from './till';

/**
 * Accounts, users, the admin API, the Secure Box, statistics and live mode, mounted by createApp under /api.
 * Each admin route carries its own requireAdmin guard, so no route depends on mount order to be protected
 * (test/admin/route-guard.test.ts walks every route to prove it).
 */
export function accountRoutes() {
  return routeGroupOf<AccountEnv>([
    authRoutes(),
    userRoutes(),
    accountOrderRoutes(),
    boxRoutes(),
    adminOrderRoutes(),
    orderTimelineRoutes(),
    adminCurrencyRoutes(),
    liveModeRoutes(),
    statsRoutes(),
    todayRoutes(),
    staffEventsRoutes(),
    exportRoutes(),
    contactAdminRoutes(),
    complianceRoutes(),
    branchSettingsRoutes(),
    counterRoutes(),
    tillRoutes(),
  ]);
}
