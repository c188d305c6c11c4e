import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, outboxEmails } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { orderSchema, orderTimelineSchema } from '@tm/core';
import { authApp, jsonRequest, uniqueEmail, userWithSession, type TestApp } from '../auth/support';

/**
 * Issue 14.3: one address placed 4,112 orders in 10 s, queuing 8,224 emails to addresses it chose. Orders are
 * limited per address and per customer email; what gets through can make the server send only so much.
 */
let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());

let n = 0;
function order(app: TestApp, email: string, ip = '203.0.113.7') {
  return app.request(
    '/api/Order',
    jsonRequest(
      {
        Name: 'Flood Test',
        Email: email,
        Phone_Number: '07700 900123',
        Address: '1 High Street',
        CheckingPoint: 'Dagenham',
        status: 'buy',
        Orders: [
          { currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR', status: 'buy' },
        ],
      },
      { 'idempotency-key': `flood-key-${++n}-${Date.now()}`, 'x-forwarded-for': ip },
    ),
  );
}

/** An app behind a trusted proxy (so each test picks its client address) with these hourly order limits. */
const appWithOrderLimits = (perIp: number, perEmail: number) =>
  authApp(tdb.database, {
    TRUST_PROXY: 'true',
    ORDER_LIMIT_PER_IP_PER_HOUR: String(perIp),
    ORDER_LIMIT_PER_EMAIL_PER_HOUR: String(perEmail),
  });

const storedFor = async (deps: { db: TestDatabase['database']['db'] }, email: string) =>
  deps.db.select().from(orders).where(eq(orders.email, email));

describe('POST /api/Order limits', () => {
  it('refuses past the per-address limit with 429 and Retry-After, storing nothing', async () => {
    const { app, deps } = await appWithOrderLimits(3, 100);
    const email = uniqueEmail('ip-flood');
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await order(app, email)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await order(app, email);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await storedFor(deps, email)).toHaveLength(3);
    // Another address is not held up by this one.
    expect((await order(app, email, '198.51.100.9')).status).toBe(201);
  });

  it('refuses past the per-email limit, from any address', async () => {
    const { app } = await appWithOrderLimits(100, 2);
    const email = uniqueEmail('email-flood');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await order(app, email, `192.0.2.${i}`)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await order(app, uniqueEmail('someone-else'), '192.0.2.1')).status).toBe(201);
  });

  it('answers a retry of an order already placed even past the limits, and does not count it', async () => {
    const { app } = await appWithOrderLimits(2, 100);
    const email = uniqueEmail('replay');
    const send = (key: string) =>
      app.request(
        '/api/Order',
        jsonRequest(
          {
            Name: 'Replay Test',
            Email: email,
            Phone_Number: '07700 900123',
            Address: '1 High Street',
            CheckingPoint: 'Dagenham',
            status: 'buy',
            Orders: [{ currencyTake: '100', currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR' }],
          },
          { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.50' },
        ),
      );
    const first = await send(`replay-key-${email}`);
    expect(first.status).toBe(201);
    // Retries of the same order (an outbox that did not hear the answer) cost nothing.
    for (let i = 0; i < 3; i++) {
      const again = await send(`replay-key-${email}`);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    expect((await send(`second-key-${email}`)).status).toBe(201);
    const third = await send(`third-key-${email}`);
    expect(third.status).toBe(429);
    // Past the limit, a retry of a placed order is still answered with that order.
    const replay = await send(`replay-key-${email}`);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { Order_Id: string }).Order_Id).toBe(
      ((await first.json()) as { Order_Id: string }).Order_Id,
    );
  });

  it('has defaults a busy branch never meets: 60 an hour from one address, 10 per email', async () => {
    const { deps } = await authApp(tdb.database);
    const { loadConfig } = await import('../../src/env');
    const rules = loadConfig({}).limits.order.rules;
    expect(rules.map((r) => [r.per, r.limit, r.windowMs])).toEqual([
      ['ip', 60, 3_600_000],
      ['account', 10, 3_600_000],
    ]);
    expect(deps.config.limits.order.rules).toHaveLength(2);
  });
});

describe('what a flood of orders can make the server send', () => {
  it('stores every order, but sends an address at most CUSTOMER_EMAILS_PER_HOUR confirmations', async () => {
    const { app, deps } = await authApp(tdb.database, { CUSTOMER_EMAILS_PER_HOUR: '2' });
    const victim = uniqueEmail('victim');
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await order(app, victim, `192.0.2.${i}`);
      expect(res.status).toBe(201);
      answers.push(orderSchema.parse(await res.json()));
    }
    const placed = await storedFor(deps, victim);
    expect(placed).toHaveLength(4);
    const sentToVictim = await deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, victim));
    expect(sentToVictim.map((e) => e.kind)).toEqual(['order-confirmation', 'order-confirmation']);
    // Nobody is told an email is on its way that is not: the answer says so, and the staff timeline too.
    expect(answers.map((a) => a.confirmationEmailed)).toEqual([true, true, false, false]);
    const staff = await userWithSession(deps, 'Manager');
    const timeline = orderTimelineSchema.parse(
      await (
        await app.request(`/api/orderTimeline/${answers[3]!.Order_Id}`, { headers: staff.bearer })
      ).json(),
    );
    expect(timeline.events.map((e) => e.text)).toContain(
      `Order confirmation not sent to ${victim}: the address had reached its hourly email limit`,
    );
  });

  it('sends the branch its copies up to the cap, then one notice, and holds the rest for the digest', async () => {
    const { app, deps } = await authApp(tdb.database, { BRANCH_EMAILS_PER_HOUR: '2' });
    for (let i = 0; i < 5; i++)
      expect((await order(app, uniqueEmail('many'), `192.0.2.${i}`)).status).toBe(201);
    const branch = await deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, deps.config.BRANCH_EMAIL))
      .orderBy(outboxEmails.id);
    const recent = branch.slice(-3);
    expect(recent.map((e) => e.kind)).toEqual([
      'branch-notification',
      'branch-notification',
      'branch-copies-paused',
    ]);
    expect(recent[2]!.subject).toBe('Branch copies held for a digest: more than 2 new orders this hour');
    expect(recent[2]!.text).toContain('one email (a digest) lists them all');
    expect(recent[2]!.text).toContain('/dashboard/manageOrders');
  });
});
