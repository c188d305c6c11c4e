import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderSchema } from '@tm/core';
import { orderLine } from '@tm/core/fixtures';
import { orders, outboxEmails } from '../../src/db/schema';
import { adminAppForFile, json, placeOrder } from '../auth/support';
import { postTrack } from '../support/order-requests';

let now = new Date('2026-11-21T09:00:00.000Z');
const ctx = adminAppForFile({}, { clock: () => now });

const { call } = ctx;
const details = async (id: string) => orderSchema.parse(await json(await call('GET', `/api/details/${id}`)));

/** One Saturday's orders by one customer: the same name and address, placed a few minutes apart. */
async function order(
  gbp: string,
  who: { Email: string; Phone_Number: string; Name?: string; Address?: string },
) {
  now = new Date(now.getTime() + 5 * 60_000);
  return placeOrder(ctx.app, {
    Name: 'Samuel Pepys',
    Address: '12 Seething Lane, Dagenham RM10 8AB',
    ...who,
    Orders: [orderLine({ currencyTake: gbp })],
  });
}

/** A customer who shares only a name and an address with the others: an email and a phone of their own. */
let phoneCounter = 0;
const contact = (mailbox: string, Name: string, Address: string) => ({
  Email: `${mailbox}@example.com`,
  Phone_Number: `07700 9000${String(++phoneCounter).padStart(2, '0')}`,
  Name,
  Address,
});

const ID_RECORD = {
  idType: 'Passport',
  idNumber: '533 401 372',
  idExpiry: '2031-04-30',
  dateOfBirth: '1973-02-23',
};

describe('linked transactions cannot be dodged by spelling (issue 29)', () => {
  it("links the issue's four orders by phone, mailbox and name + postcode, flags the last, and completes it only with the ID record", async () => {
    const first = await order('4900.00', { Email: 'sam.pepys@example.com', Phone_Number: '07911 123456' });
    const second = await order('4900.00', { Email: 'SAM.PEPYS@EXAMPLE.COM', Phone_Number: '020 7946 0111' });
    const third = await order('4900.00', {
      Email: 'navy.office@example.org',
      Phone_Number: '+44 7911 123456',
    });
    const fourth = await order('1500.00', { Email: 'diary@example.net', Phone_Number: '07911123456' });

    // The third already reaches £12,500 (£14,700); the fourth, £16,200: both need the ID seen.
    expect((await details(second.Order_Id)).cdd).toMatchObject({ required: false, linkedGbp: '9800.00' });
    expect((await details(third.Order_Id)).cdd).toMatchObject({ required: true, linkedGbp: '14700.00' });
    const flagged = (await details(fourth.Order_Id)).cdd!;
    expect(flagged).toMatchObject({ required: true, linkedGbp: '16200.00', idRecord: null });
    // The flag names the facts: each earlier order with what links it to this one.
    expect(flagged.linkedBy).toEqual(['phone', 'name and postcode']);
    expect(flagged.linked.map((l) => [l.Order_Id, l.by])).toEqual([
      [first.Order_Id, ['phone', 'name and postcode']],
      [second.Order_Id, ['name and postcode']],
      [third.Order_Id, ['phone', 'name and postcode']],
    ]);
    const byEmail = (await details(second.Order_Id)).cdd!;
    expect(byEmail.linkedBy).toEqual(['email', 'name and postcode']);

    expect((await call('POST', `/api/pendingToAceept/${fourth.Order_Id}`)).status).toBe(200);
    const completeWith = (body?: Record<string, string>) =>
      call('PUT', `/api/acceptedToCompleted/${fourth.Order_Id}`, body);
    const refused = await completeWith();
    expect(refused.status).toBe(422);
    expect((await json(refused)).error.code).toBe('id_check_required');

    // An expired document is a 422; impossible dates too: born in 1800 is a 400 on the field, an expiry in 9999
    // a 422 by today's date.
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ ...ID_RECORD, idExpiry: '2026-11-20' }, 422, 'This ID has expired: ask for another document'],
      [
        { ...ID_RECORD, idExpiry: '9999-01-01', dateOfBirth: '1800-01-01' },
        400,
        'Enter a date of birth from 1 January 1900 on',
      ],
      [
        { ...ID_RECORD, idExpiry: '9999-01-01' },
        422,
        'The expiry date is more than 20 years away: check it on the document',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const res = await completeWith(body);
      expect(res.status, message).toBe(status);
      const answer = JSON.stringify(await json(res));
      expect(answer).toContain(message);
      if (status === 422) expect(answer).toContain('"code":"id_record_invalid"');
    }
    const partial = await completeWith({
      idType: 'Passport',
      idLast4: '1372',
    });
    expect(partial.status).toBe(400);
    const [untouched] = await ctx.deps.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, fourth.Order_Id));
    expect(untouched).toMatchObject({ status: 'Accepted', idType: null, idNumber: null });

    const done = await completeWith(ID_RECORD);
    expect(done.status).toBe(200);
    expect((await details(fourth.Order_Id)).cdd!.idRecord).toEqual({
      idType: 'Passport',
      idNumber: '533401372',
      idLast4: '1372',
      idExpiry: '2031-04-30',
      dateOfBirth: '1973-02-23',
      by: ctx.admin.user.email,
      at: now.toISOString(),
    });

    // Never to the customer: not in tracking, not in any email of the order.
    const tracked = await postTrack(ctx.app, fourth.Order_Id, 'diary@example.net');
    expect(tracked.status).toBe(200);
    expect(JSON.stringify(await json(tracked))).not.toMatch(/533401372|1973-02-23|Passport|idRecord/);
    const emails = await ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, fourth._id));
    expect(emails.length).toBeGreaterThan(0);
    for (const e of emails) expect(`${e.subject}${e.text}${e.html}`).not.toMatch(/533401372|1973-02-23/);
  });

  it('links by name and postcode alone across case and spacing, but not a namesake elsewhere', async () => {
    await order('4900.00', contact('a1', 'Jane Austen', '4 Chawton Road, rm10 8ab'));
    await order('4900.00', contact('a2', 'JANE  AUSTEN', '4 Chawton Road RM108AB'));
    const elsewhere = await order(
      '4900.00',
      contact('a3', 'Jane Austen', '8 College St, Winchester SO23 9LX'),
    );
    const third = await order('4900.00', contact('a4', 'jane austen', 'Chawton, RM10 8AB'));
    expect((await details(third.Order_Id)).cdd).toMatchObject({
      required: true,
      linkedGbp: '14700.00',
      linkedBy: ['name and postcode'],
    });
    expect((await details(elsewhere.Order_Id)).cdd).toMatchObject({
      required: false,
      linkedGbp: '4900.00',
      linkedBy: [],
    });
  });

  it('links names that read the same: an invisible character, a curly apostrophe, a dash (the attacker audit)', async () => {
    await order('4900.00', contact('b1', 'Sean O\u2019Brien-Stone', '9 Rd, Leeds LS1 4AP'));
    await order('4900.00', contact('b2', "Sean\u200b O'Brien Stone", '9 Rd, Leeds LS1\u00ad 4AP'));
    const third = await order(
      '4900.00',
      contact('b3', "Se\u00adan O'Brien\u2010Stone", '9 Rd, Leeds LS14AP'),
    );
    expect((await details(third.Order_Id)).cdd).toMatchObject({
      required: true,
      linkedGbp: '14700.00',
      linkedBy: ['name and postcode'],
    });
  });
});
