/*
 * Over 300 lines on purpose: POST /api/Order's contract in one place (pricing, refusals that write
 * nothing, idempotency under concurrency) against one app and database made once for the file.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorEnvelopeSchema, messages, orderSchema, type Order } from '@tm/core';
import { CUSTOMER as customer } from '@tm/core/fixtures';
import { orderLines, orders, outboxEmails } from '../../src/db/schema';
import { orderWriteCounts, postOrder } from '../support/order-requests';
import { FIXED_NOW, jsonRequest, seededAppForFile } from '../support/test-app';

const ctx = seededAppForFile();

const collectEur = (give: string) => ({
  Id: 'line-1',
  currencyTake: give,
  currencyTakecurrent: 'GBP',
  currencyMycurrent: 'EUR',
  status: 'buy',
});

const post = (body: unknown, headers?: Record<string, string>) => postOrder(ctx.app, body, headers);
const rowCounts = () => orderWriteCounts(ctx.deps.db);

describe('POST /api/Order: happy paths', () => {
  it('places a Click & Collect order, rounding the GBP up to 10 and recomputing the euros', async () => {
    const { res, body } = await post({
      ...customer,
      status: 'buy',
      title: 'Click & Collect',
      Orders: [collectEur('95')],
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(body);
    expect(order).toMatchObject({
      Status: 'Pending',
      status: 'buy',
      title: 'Click & Collect',
      Name: 'Ada Lovelace',
      CheckingPoint: 'Dagenham',
      time: FIXED_NOW.toISOString(),
    });
    expect(order.Order_Id).toMatch(/^\d{8}$/);
    expect(order.Orders).toEqual([
      {
        Id: 'line-1',
        currencyTake: '100.00',
        currencyTakecurrent: 'GBP',
        currencyMy: '115.22',
        currencyMycurrent: 'EUR',
        Rate: '1.1522',
        status: 'buy',
      },
    ]);
    expect(order).toMatchObject({ CurrencyNameFirst: 'EUR', RateFirst: '1.1522', SecondRowShow: 'none' });

    // What is stored is what was answered.
    const [stored] = await ctx.deps.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(stored).toMatchObject({ giveAmount: '100.00', receiveAmount: '115.22', rate: '1.1522' });
  });

  it('places a Click & Sell order priced at the sell rate without rounding to 10', async () => {
    const { res, body } = await post({
      ...customer,
      status: 'sell',
      Orders: [{ currencyTake: '300', currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP', status: 'sell' }],
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(body);
    expect(order.title).toBe('Click & Sell');
    expect(order.Orders[0]).toMatchObject({
      currencyTake: '300.00',
      currencyTakecurrent: 'EUR',
      currencyMy: '254.95',
      currencyMycurrent: 'GBP',
      Rate: '1.1767',
    });
    expect(order.note).toBeTruthy();
  });

  it('prices several lines, e.g. £500 of yen at 163.1585', async () => {
    const { res, body } = await post({
      ...customer,
      status: 'buy',
      Orders: [
        collectEur('250'),
        { Id: 'jpy', currencyTake: 500, currencyTakecurrent: 'GBP', currencyMycurrent: 'JPY', status: 'buy' },
      ],
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(body);
    expect(order.Orders[1]).toMatchObject({
      currencyTake: '500.00',
      currencyMy: '81579.00',
      Rate: '163.1585',
    });
    expect(order.Orders[0]).toMatchObject({ currencyTake: '250.00', currencyMy: '288.05' });
    expect(order.SecondRowShow).toBe('');
  });

  it('ignores the client\u2019s rates, amounts, status, Order_Id and email rows', async () => {
    const { res, body } = await post({
      ...customer,
      status: 'buy',
      Status: 'Completed',
      Order_Id: '12345678',
      _id: 'forged',
      RateFirst: '99',
      firstMessege: '<b>free money</b>',
      Orders: [{ ...collectEur('95'), Rate: '9.9999', currencyMy: '999999.00' }],
    });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(body);
    expect(order.Status).toBe('Pending');
    expect(order._id).not.toBe('forged');
    expect(order.RateFirst).toBe('1.1522');
    expect(order.firstMessege).not.toContain('free money');
    expect(order.Orders[0]).toMatchObject({ Rate: '1.1522', currencyMy: '115.22', currencyTake: '100.00' });
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('Pending');
  });

  it('queues the customer confirmation and the branch notification with the order, escaping names', async () => {
    const { body } = await post({
      ...customer,
      Name: '<script>alert(1)</script> Ada',
      status: 'buy',
      Orders: [collectEur('20')],
    });
    const order = orderSchema.parse(body);
    const emails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order._id));
    expect(emails.map((e) => [e.kind, e.to]).sort()).toEqual([
      ['branch-notification', 'branch@test.local'],
      ['order-confirmation', 'ada@example.com'],
    ]);
    for (const email of emails) {
      expect(email.status).toBe('pending');
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ada');
      expect(email.html).toContain(order.Order_Id);
      expect(email.messageId).toMatch(/^<.+@.+>$/);
    }
  });

  it("shows the order's lines in both emails as the screens do: Currency / From / To / Rate", async () => {
    const { body } = await post({ ...customer, status: 'buy', Orders: [collectEur('20')] });
    const order = orderSchema.parse(body);
    const emails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order._id));
    for (const email of emails) {
      expect(email.html).toContain(
        '<th align="left">Currency</th><th align="left">From</th><th align="left">To</th><th align="left">Rate</th>',
      );
      expect(email.html).toContain('<td>EUR</td><td>20.00 GBP</td><td>23.04 EUR</td><td>1.1522</td>');
      expect(email.text).toContain('- EUR: 20.00 GBP -> 23.04 EUR at 1.1522');
      // The branch's copy states the total the customer's email states.
      expect(email.html).toContain('<strong>Total: £20.00</strong>');
      expect(email.text).toContain('Total: £20.00');
    }
  });
});

describe('POST /api/Order: refused input writes nothing', () => {
  const buy = (over: Record<string, unknown>) => ({
    ...customer,
    status: 'buy',
    Orders: [collectEur('100')],
    ...over,
  });
  const cases: Array<[string, unknown, number, string]> = [
    [
      'mixed ways',
      buy({ Orders: [collectEur('100'), { ...collectEur('50'), status: 'sell' }] }),
      400,
      messages.orderWayMismatch,
    ],
    ['a title of the other way', buy({ title: 'Click & Sell' }), 400, messages.orderWayMismatch],
    [
      'five lines',
      buy({ Orders: Array.from({ length: 5 }, () => collectEur('10')) }),
      400,
      messages.clearCart,
    ],
    ['no lines', buy({ Orders: [] }), 400, messages.addCurrencyItem],
    [
      'an unknown currency',
      buy({ Orders: [{ ...collectEur('100'), currencyMycurrent: 'XYZ' }] }),
      422,
      messages.unknownCurrency('XYZ'),
    ],
    ['a zero amount', buy({ Orders: [collectEur('0')] }), 400, messages.correctAmount],
    ['a negative amount', buy({ Orders: [collectEur('-50')] }), 400, messages.correctAmount],
    ['an amount with 3 decimals', buy({ Orders: [collectEur('10.005')] }), 400, messages.correctAmount],
    ['an absurd amount', buy({ Orders: [collectEur('99999999999')] }), 400, messages.correctAmount],
    ['a non-numeric amount', buy({ Orders: [collectEur('ten')] }), 400, messages.correctAmount],
    ['an amount with a pound sign', buy({ Orders: [collectEur('£100')] }), 400, messages.correctAmount],
    [
      'GBP on the wrong side',
      buy({ Orders: [{ ...collectEur('100'), currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP' }] }),
      400,
      messages.lineSidesMismatch,
    ],
    [
      'two lines of one currency',
      buy({ Orders: [collectEur('10'), collectEur('20')] }),
      400,
      messages.currencyTwice('EUR'),
    ],
    ['no name', buy({ Name: '  ' }), 400, 'Name is required'],
    ['a name sent as a number', buy({ Name: 123 as unknown as string }), 400, messages.mustBeText('Name')],
    ['a malformed email', buy({ Email: 'ada@' }), 400, 'Enter a valid email'],
    ['a malformed phone', buy({ Phone_Number: 'call me' }), 400, messages.enterValidPhone],
    ['a phone with no digits', buy({ Phone_Number: '(((((((' }), 400, messages.enterValidPhone],
    ['a phone too short to call', buy({ Phone_Number: '1234567' }), 400, messages.enterValidPhone],
    ['no address', buy({ Address: '' }), 400, 'Address is required'],
    ['no collection point', buy({ CheckingPoint: ' ' }), 400, messages.selectCheckingPoint],
    [
      'a collection point that is no branch',
      buy({ CheckingPoint: 'Mayfair' }),
      400,
      messages.unknownBranch('Mayfair'),
    ],
    ['no way', buy({ status: 'gift' }), 400, ''],
    [
      'a NUL character in a name',
      buy({ Name: 'Ada\u0000Lovelace' }),
      400,
      'Text must not contain NUL characters.',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, payload, status, message) => {
    const before = await rowCounts();
    const { res, body } = await post(payload, { 'idempotency-key': `bad-${Math.random()}` });
    expect(res.status).toBe(status);
    const envelope = errorEnvelopeSchema.parse(body);
    if (message) expect(envelope.error.message).toBe(message);
    expect(envelope.error.message.length).toBeGreaterThan(3);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses malformed JSON (400), other content types (415) and oversized bodies (413)', async () => {
    const before = await rowCounts();
    const malformed = await ctx.app.request('/api/Order', jsonRequest('{"Name": "Ada",'));
    expect(malformed.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await malformed.json()).error.code).toBe('malformed_json');

    const form = await ctx.app.request('/api/Order', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Name=Ada',
    });
    expect(form.status).toBe(415);
    expect(errorEnvelopeSchema.parse(await form.json()).error.code).toBe('unsupported_media_type');

    const huge = await ctx.app.request(
      '/api/Order',
      jsonRequest({ ...customer, Address: 'x'.repeat(70_000) }),
    );
    expect(huge.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await huge.json()).error.code).toBe('payload_too_large');

    const array = await ctx.app.request('/api/Order', jsonRequest([1, 2]));
    expect(array.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const { res } = await post(buy({}), { 'idempotency-key': 'short' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/Order: concurrency and idempotency', () => {
  it('gives 50 concurrent orders 50 distinct Order_Ids', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({ ...customer, Name: `Customer ${i}`, status: 'buy', Orders: [collectEur(String(10 + i))] }),
      ),
    );
    for (const r of responses) expect(r.res.status).toBe(201);
    const ids = responses.map((r) => (r.body as Order).Order_Id);
    expect(new Set(ids).size).toBe(50);
    const ours = await ctx.deps.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerName, 'Customer 7'));
    expect(ours[0]!.n).toBe(1);
  });

  it('turns the same Idempotency-Key sent 20 times at once into exactly one order', async () => {
    const before = await rowCounts();
    const key = `key-${crypto.randomUUID()}`;
    const payload = { ...customer, Name: 'Once Only', status: 'buy', Orders: [collectEur('40')] };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(payload, { 'idempotency-key': key })),
    );
    const statuses = responses.map((r) => r.res.status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const ids = new Set(responses.map((r) => (r.body as Order)._id));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.res.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    const after = await rowCounts();
    expect(after).toEqual({
      orders: before.orders + 1,
      lines: before.lines + 1,
      emails: before.emails + 2,
      keys: before.keys + 1,
    });
    // Replays answer the very same order.
    expect(responses[0]!.body).toEqual(responses[19]!.body);
  });

  it('answers 409 when a key is reused for a different order', async () => {
    const key = `key-${crypto.randomUUID()}`;
    const first = await post(
      { ...customer, status: 'buy', Orders: [collectEur('60')] },
      { 'idempotency-key': key },
    );
    expect(first.res.status).toBe(201);
    const before = await rowCounts();
    const other = await post(
      { ...customer, status: 'buy', Orders: [collectEur('70')] },
      { 'idempotency-key': key },
    );
    expect(other.res.status).toBe(409);
    expect(errorEnvelopeSchema.parse(other.body).error.code).toBe('idempotency_key_reused');
    expect(await rowCounts()).toEqual(before);
  });
});
