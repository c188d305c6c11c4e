import { accountOrdersSchema, ACCOUNT_ORDERS_SHOWN } from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { accountOrders } from '../../orders/account-orders';
import { json, routeGroup, userRoute } from '../openapi';

const mine = userRoute('orders', 'get', '/account/orders', {
  summary: `The signed-in customer's orders from any device, the newest ${ACCOUNT_ORDERS_SHOWN} (My orders).`,
  description:
    'Orders placed signed in to this account, and, once its email is verified, orders placed with that same email without signing in. As tracking shows them (a branch cancellation reads `Cancelled`), without the timeline. `more` is true when older ones exist. 401 signed out.',
  responses: { 200: json(accountOrdersSchema, "The account's orders") },
});

/** GET /api/account/orders: My orders beyond this device, for a signed-in customer. */
export function accountOrderRoutes() {
  return routeGroup<AccountEnv>().openapi(mine, async (c) => {
    const { user } = c.get('auth')!;
    c.header('Cache-Control', 'no-store');
    return c.json(await accountOrders(c.get('deps').db, user), 200);
  });
}
