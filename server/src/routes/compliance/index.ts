import type { AccountEnv } from '../../pipeline/auth-context';
import { routeGroup } from '../openapi';
import { deletedRoutes } from './deleted';
import { suspiciousRoutes } from './suspicious';

/** Issue 29's records for managers: the Deleted register and suspicious-activity notes. */
export function complianceRoutes() {
  return routeGroup<AccountEnv>().route('/', deletedRoutes()).route('/', suspiciousRoutes());
}
