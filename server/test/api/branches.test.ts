import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { branchListSchema, DAGENHAM_BRANCH, messages, type Branch } from '@tm/core';
import { branches, outboxEmails } from '../../src/db/schema';
import { orderBody } from '../reliability/helpers/db-checks';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import {
  authApp,
  errorOf,
  json,
  jsonRequest,
  placeOrder,
  userWithSession,
  type TestApp,
} from '../auth/support';
import { trackedOrder } from '../support/order-requests';

let tdb: TestDatabase;
let app: TestApp;
let deps: Awaited<ReturnType<typeof authApp>>['deps'];
let admin: Awaited<ReturnType<typeof userWithSession>>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  ({ app, deps } = await authApp(tdb.database, { TRACK_LIMIT_PER_IP_PER_MINUTE: '1000' }));
  admin = await userWithSession(deps, 'Admin');
});
afterAll(() => tdb.cleanup());

/** A second branch, open different hours: weekdays 8:30 to 18:00, Saturday 10:00 to 14:00, Sunday closed. */
const ROMFORD: Branch = {
  slug: 'Romford',
  name: 'Romford',
  addressLines: ['1 Market Place', 'Romford', 'RM1 3ER'],
  phone: '020 7946 0001',
  hours: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:30', closes: '18:00' })),
    { day: 6, opens: '10:00', closes: '14:00' },
  ],
  closedDays: [],
};

async function addBranch(branch: Branch, sortOrder: number) {
  await deps.db
    .insert(branches)
    .values({ ...branch, sortOrder })
    .onConflictDoNothing();
}

const emailOf = async (orderId: string, kind: string) => {
  const [email] = await deps.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, kind)));
  if (!email) throw new Error(`no ${kind} email for ${orderId}`);
  return email;
};

describe('GET /api/branches', () => {
  it('answers the seeded Dagenham branch, the same as core seeds the app with, with an ETag', async () => {
    const res = await app.request('/api/branches');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(branchListSchema.parse(await json(res))).toEqual([DAGENHAM_BRANCH]);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await app.request('/api/branches', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('is in the API reference', async () => {
    const doc = await json(await app.request('/api/openapi.json'));
    expect(doc.paths['/branches'].get['x-auth']).toBe('public');
  });
});

describe('an order names its branch', () => {
  it('refuses a collection point that is no branch with 400 on CheckingPoint, writing nothing', async () => {
    const before = await deps.db.$count(outboxEmails);
    const res = await app.request(
      '/api/Order',
      jsonRequest({ ...orderBody(), CheckingPoint: 'Mayfair' }, { 'idempotency-key': 'branch-unknown-1' }),
    );
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('unknown_branch');
    expect(error.issues).toEqual([{ path: ['CheckingPoint'], message: messages.unknownBranch('Mayfair') }]);
    expect(await deps.db.$count(outboxEmails)).toBe(before);
    expect(
      await tdb.database.raw('SELECT 1 FROM idempotency_keys WHERE key = $1', ['branch-unknown-1']),
    ).toHaveLength(0);
  });

  it('takes an order for another branch; its emails and tracking give that branch’s address and hours', async () => {
    await addBranch(ROMFORD, 20);
    const listed = branchListSchema.parse(await json(await app.request('/api/branches')));
    expect(listed.map((b) => b.slug)).toEqual(['Dagenham', 'Romford']);

    const placed = await placeOrder(app, { CheckingPoint: 'Romford', Email: 'romford@example.test' });
    const confirmation = await emailOf(placed._id, 'order-confirmation');
    expect(confirmation.text).toContain('Pickup Location: Romford: 1 Market Place, Romford, RM1 3ER');
    expect(confirmation.text).toContain('Monday to Friday, 8:30 to 18:00; Saturday, 10:00 to 14:00');

    const tracked = await trackedOrder(app, placed.Order_Id, placed.Email);
    expect(tracked.CheckingPoint).toBe('Romford');
    expect(tracked.branch).toEqual(ROMFORD);
  });

  it('the accept email gives the hours the branch row has when it is sent', async () => {
    const placed = await placeOrder(app, { Email: 'hours@example.test' });
    // Staff change Dagenham's hours: Saturday mornings only, from now on.
    const hours = DAGENHAM_BRANCH.hours.map((h) => (h.day === 6 ? { ...h, closes: '12:30' } : h));
    await deps.db.update(branches).set({ hours }).where(eq(branches.slug, 'Dagenham'));
    try {
      const accepted = await app.request(`/api/pendingToAceept/${placed._id}`, {
        method: 'POST',
        headers: admin.bearer,
      });
      expect(accepted.status).toBe(200);
      const email = await emailOf(placed._id, 'order-accepted');
      const said = 'Monday to Friday, 9:00 to 17:30; Saturday, 9:00 to 12:30 (phone';
      expect(email.text).toContain(said);
      expect(email.html).toContain(said);
    } finally {
      await deps.db
        .update(branches)
        .set({ hours: DAGENHAM_BRANCH.hours })
        .where(eq(branches.slug, 'Dagenham'));
    }
  });
});
