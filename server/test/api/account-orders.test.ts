import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountOrdersSchema, ACCOUNT_ORDERS_SHOWN } from '@tm/core';
import { users } from '../../src/db/schema';
import {
  adminAppForFile,
  cancelByBranch,
  FIXED_NOW,
  json,
  placeOrder,
  uniqueEmail,
  userWithSession,
} from '../auth/support';

// Each read of the clock a second later, so orders placed one after another are newest-first in that order.
let now = FIXED_NOW.getTime();
const ctx = adminAppForFile({}, { clock: () => new Date((now += 1000)) });

/** GET /api/account/orders as `headers`' session: the parsed answer, or the status when not 200. */
async function mine(headers: Record<string, string>) {
  const res = await ctx.app.request('/api/account/orders', { headers });
  if (res.status !== 200) return { status: res.status, body: await json(res) };
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: 200, body: accountOrdersSchema.parse(await json(res)) };
}

const numbers = (body: { orders: { Order_Id: string }[] }) => body.orders.map((o) => o.Order_Id);

describe('GET /api/account/orders (My orders from the account)', () => {
  it('lists the orders placed signed in, newest first, whatever email they carry, and no one else’s', async () => {
    const me = await userWithSession(ctx.deps, 'user');
    const first = await placeOrder(ctx.app, { Email: me.user.email }, me.bearer);
    const forFriend = await placeOrder(ctx.app, { Email: uniqueEmail('friend') }, me.bearer);
    const someoneElse = await placeOrder(ctx.app, { Email: uniqueEmail('other') });
    const { body } = await mine(me.bearer);
    expect(numbers(body as never)).toEqual([forFriend.Order_Id, first.Order_Id]);
    expect(numbers(body as never)).not.toContain(someoneElse.Order_Id);
    expect(body).toMatchObject({
      more: false,
      orders: [{ Status: 'Pending', title: 'Click & Collect' }, {}],
    });
    // As tracking shows an order: no internal id, no personal details.
    const text = JSON.stringify(body);
    for (const hidden of ['_id', 'Email', 'Phone_Number', 'Address', 'Name'])
      expect(text).not.toContain(`"${hidden}"`);
  });

  it('adds the orders placed with its verified email signed out, the exact address only', async () => {
    const email = uniqueEmail('verified');
    const me = await userWithSession(ctx.deps, 'user', email);
    const signedOut = await placeOrder(ctx.app, { Email: `  ${email.toUpperCase()} ` });
    // The same inbox at most providers, but not proven the same person's.
    const tagged = await placeOrder(ctx.app, { Email: email.replace('@', '+x@') });
    const { body } = await mine(me.bearer);
    expect(numbers(body as never)).toEqual([signedOut.Order_Id]);
    expect(numbers(body as never)).not.toContain(tagged.Order_Id);
  });

  it('an unverified email proves nothing: only the orders placed signed in', async () => {
    const email = uniqueEmail('unverified');
    const me = await userWithSession(ctx.deps, 'user', email);
    await ctx.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, me.user.id));
    const byEmail = await placeOrder(ctx.app, { Email: email });
    const signedIn = await placeOrder(ctx.app, { Email: email }, me.bearer);
    const { body } = await mine(me.bearer);
    expect(numbers(body as never)).toEqual([signedIn.Order_Id]);
    expect(numbers(body as never)).not.toContain(byEmail.Order_Id);
  });

  it('a branch cancellation reads Cancelled, as tracking tells it, and the order stays listed', async () => {
    const me = await userWithSession(ctx.deps, 'user');
    const placed = await placeOrder(ctx.app, { Email: me.user.email }, me.bearer);
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, placed._id)).status).toBe(200);
    const { body } = await mine(me.bearer);
    expect(body).toMatchObject({ orders: [{ Order_Id: placed.Order_Id, Status: 'Cancelled' }] });
  });

  it(`shows the newest ${ACCOUNT_ORDERS_SHOWN} and says there are more`, async () => {
    const me = await userWithSession(ctx.deps, 'user');
    const placed = [];
    for (let i = 0; i <= ACCOUNT_ORDERS_SHOWN; i++) placed.push(await placeOrder(ctx.app, {}, me.bearer));
    const { body } = await mine(me.bearer);
    expect(body).toMatchObject({ more: true });
    expect(numbers(body as never)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((p) => p.Order_Id),
    );
  });

  it('signed out: 401, "Please sign in first"', async () => {
    const { status, body } = await mine({});
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { message: 'Please sign in first' } });
  });
});
