import { describe, expect, it } from 'vitest';
import {
  branchListSchema,
  DAGENHAM_BRANCH,
  errorEnvelopeSchema,
  orderSchema,
  todaySchema,
  type BranchSettings,
} from '@tm/core';
import { expireOrders } from '../../src/jobs/expire-orders';
import {
  acceptByBranch,
  adminAppForFile,
  errorOf,
  json,
  jsonRequest,
  NOW,
  orderStatus,
} from '../auth/support';
import { orderBody } from '../reliability/helpers/db-checks';
import { orderWriteCounts, postOrder, trackedOrder } from '../support/order-requests';

/**
 * Branch settings (issue 30): an Admin edits the branch's row; it is validated, audited and used at once by
 * the pages (GET /branches), the emails, tracking and the hold policy. NOW is Monday 2 November 2026 10:30.
 */
const ctx = adminAppForFile();

const SETTINGS: BranchSettings = {
  name: 'Dagenham Heathway',
  addressLines: ['Unit 2, 150 Heathway', 'Dagenham', 'RM10 8QT'],
  phone: '020 7946 0123',
  // Tuesday is a bank holiday this week; Saturday now closes at 13:00.
  hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: day === 6 ? '13:00' : '17:30' })),
  closedDays: ['2026-12-25', '2026-11-03'],
};

const put = (body: unknown, headers = ctx.admin.bearer, slug = 'Dagenham') =>
  ctx.app.request(`/api/branches/${slug}`, jsonRequest(body, headers, 'PUT'));

const listed = async () => branchListSchema.parse(await json(await ctx.app.request('/api/branches')))[0]!;

describe('PUT /api/branches/{slug}: Branch settings (issue 30)', () => {
  it('starts from the seeded street address, not "Dagenham branch, Dagenham, RM10"', async () => {
    expect((await listed()).addressLines).toEqual(['148 Heathway', 'Dagenham', 'RM10 8QT']);
  });

  it.each([
    ['a phone that is no UK number', { phone: '12345' }, 'phone'],
    ['an address with no postcode', { addressLines: ['150 Heathway', 'Dagenham'] }, 'addressLines'],
    ['an address with no street number', { addressLines: ['Heathway', 'Dagenham RM10 8QT'] }, 'addressLines'],
    ['a closed day that is no date', { closedDays: ['2026-02-30'] }, 'closedDays'],
    ['a closed day given twice', { closedDays: ['2026-12-25', '2026-12-25'] }, 'closedDays'],
    ['closing before opening', { hours: [{ day: 1, opens: '17:00', closes: '09:00' }] }, 'hours'],
    // Every order would otherwise be held until a day the branch is shut.
    ['a branch open on no day', { hours: [] }, 'hours'],
    ['an empty name', { name: ' ' }, 'name'],
    // The name is on every page and email, as the address is.
    ['a name with markup', { name: '<b>Dagenham</b>' }, 'name'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, change, field) => {
    const before = await listed();
    const res = await put({ ...SETTINGS, ...change });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.issues?.map((i) => i.path[0])).toContain(field);
    expect(await listed()).toEqual(before);
    expect(await ctx.auditRows('Dagenham', 'branch-settings')).toHaveLength(0);
  });

  it('is for Admins only: a Manager gets 403 and nothing changes', async () => {
    const manager = await ctx.userWithSession('Manager');
    const res = await put(SETTINGS, manager.bearer);
    expect(res.status).toBe(403);
    expect((await listed()).name).toBe(DAGENHAM_BRANCH.name);
  });

  it('answers 404 for a branch that does not exist', async () => {
    expect((await put(SETTINGS, ctx.admin.bearer, 'Mayfair')).status).toBe(404);
  });

  it('saves, audits who changed what, and GET /branches answers it at once', async () => {
    const res = await put(SETTINGS);
    expect(res.status).toBe(200);
    const saved = { slug: 'Dagenham', ...SETTINGS, closedDays: ['2026-11-03', '2026-12-25'] };
    expect(await json(res)).toEqual(saved);
    expect(await listed()).toEqual(saved);
    const [audit, ...more] = await ctx.auditRows('Dagenham', 'branch-settings');
    expect(more).toHaveLength(0);
    expect(audit!.actor).toBe(ctx.admin.user.email);
    expect(audit!.before).toMatchObject({ name: 'Dagenham', addressLines: DAGENHAM_BRANCH.addressLines });
    expect(audit!.after).toEqual(saved);
  });

  it('the next order is held past the closed day, and its email and tracking give the new address', async () => {
    // Placed Monday 10:30: Tuesday 17:30 would be the hold, but Tuesday is closed, so Wednesday 17:30.
    const placed = await ctx.placeOrder({ Email: 'settings@example.test' });
    const tracked = await trackedOrder(ctx.app, placed.Order_Id, placed.Email);
    expect(NOW.toISOString()).toBe('2026-11-02T10:30:00.000Z');
    expect(tracked.guaranteedUntil).toBe('2026-11-04T17:30:00.000Z');
    expect(tracked.branch?.addressLines).toEqual(SETTINGS.addressLines);

    const [email] = await ctx.orderEmails(placed._id, 'order-confirmation');
    expect(email!.text).toContain('Dagenham Heathway: Unit 2, 150 Heathway, Dagenham, RM10 8QT');
    expect(email!.text).toContain('Wednesday 4 November at 17:30');
    expect(email!.text).not.toContain('Tuesday 3 November at 17:30');
    expect(email!.text).toContain(
      'Saturday, 9:00 to 13:00. Closed on Tuesday 3 November and Friday 25 December',
    );
    expect(email!.text).toContain('020 7946 0123');
  });

  it('an order placed before the hours changed keeps the hold it was promised: tracking, details, emails, expiry', async () => {
    const { slug: _slug, ...seeded } = DAGENHAM_BRANCH;
    expect((await put(seeded)).status).toBe(200);
    // Placed Monday 10:30 while Tuesday is open: held until Tuesday 17:30, as its confirmation says.
    const placed = await ctx.placeOrder({ Email: 'promised@example.test' });
    const [confirmation] = await ctx.orderEmails(placed._id, 'order-confirmation');
    expect(confirmation!.text).toContain('Tuesday 3 November at 17:30');
    // Then the branch closes on Tuesday: orders placed from now on are held until Wednesday, this one is not.
    expect((await put(SETTINGS)).status).toBe(200);
    const promised = '2026-11-03T17:30:00.000Z';
    expect((await trackedOrder(ctx.app, placed.Order_Id, placed.Email)).guaranteedUntil).toBe(promised);
    const details = orderSchema.parse(
      await json(await ctx.app.request(`/api/details/${placed.Order_Id}`, { headers: ctx.admin.bearer })),
    );
    expect(details.heldUntil).toBe(promised);
    expect((await acceptByBranch(ctx.app, ctx.admin.bearer, placed._id)).status).toBe(200);
    const [accepted] = await ctx.orderEmails(placed._id, 'order-accepted');
    expect(accepted!.text).toContain('Tuesday 3 November at 17:30');
    expect(accepted!.text).not.toContain('Wednesday 4 November at 17:30');
    // The branch is shut that day now: not "closing time", and the customer is told the branch will phone,
    // while Today flags the order for staff.
    expect(accepted!.text).toContain(
      'Collect your order by Tuesday 3 November at 17:30, as promised when you ordered. Our opening hours have changed since, so the branch will phone you to arrange a time.',
    );
    expect(accepted!.text).not.toContain('(closing time)');
    const today = todaySchema.parse(
      await json(await ctx.app.request('/api/today', { headers: ctx.admin.bearer })),
    );
    const listed = today.awaitingCollection.find((o) => o.Order_Id === placed.Order_Id);
    expect(listed).toMatchObject({ guaranteedUntil: promised, shutAtHoldEnd: true });
    // And it expires when it was told it would, not a day later.
    const at = (iso: string) => ({ ...ctx.deps, clock: () => new Date(iso) });
    await expireOrders(at('2026-11-03T17:29:00Z'));
    expect(await orderStatus(ctx.deps, placed._id)).toBe('Accepted');
    await expireOrders(at(promised));
    expect(await orderStatus(ctx.deps, placed._id)).toBe('Expired');
  });

  it('takes no order it could only hold for weeks: a long closure refuses new orders with 409, writing nothing', async () => {
    // Closed from tomorrow for three weeks: an order placed now would be held until the day after they end.
    const closure = Array.from({ length: 21 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10),
    );
    expect((await put({ ...SETTINGS, closedDays: closure })).status).toBe(200);
    const before = await orderWriteCounts(ctx.deps.db);
    const { res, body } = await postOrder(ctx.app, orderBody(), { 'idempotency-key': 'long-closure-1' });
    expect(res.status).toBe(409);
    const { error } = errorEnvelopeSchema.parse(body);
    expect(error.code).toBe('branch_closed');
    expect(error.message).toBe(
      'Our branch is closed for a while: an order placed now could only be held until Tuesday 24 November at 17:30, and we hold orders and their rates for at most 7 days. Please order again nearer that day. Nothing was placed.',
    );
    expect(await orderWriteCounts(ctx.deps.db)).toEqual(before);
  });
});
