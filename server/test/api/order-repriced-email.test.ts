import { describe, expect, it } from 'vitest';

import { customerRate, type Currency, type Order } from '@tm/core';
import { CUSTOMER } from '@tm/core/fixtures';

import { jsonRequest, seededAppForFile } from '../support/test-app';
import { orderEmails } from '../auth/support';

/**
 * Issue 16.9: an order queued offline is priced when it reaches the server, perhaps at another rate than the
 * cart showed. The confirmation says so, line by line, with the tracking link where the customer can cancel
 * while it is Pending; an order booked at the quoted rate says nothing of the kind.
 */
const ctx = seededAppForFile();

const order = (lines: { code: string; Rate?: string }[]) => ({
  ...CUSTOMER,
  status: 'buy',
  Orders: lines.map((l, i) => ({
    Id: `l${i}`,
    currencyTake: '100',
    currencyTakecurrent: 'GBP',
    currencyMycurrent: l.code,
    status: 'buy',
    ...(l.Rate ? { Rate: l.Rate } : {}),
  })),
});

/** The rate a Click & Collect line of this currency is booked at now (what the cart would have quoted). */
async function rateOf(code: string): Promise<string> {
  const list = (await (await ctx.app.request('/api/currency')).json()) as Currency[];
  return customerRate(
    list.find((c) => c.value === code)!,
    'buy',
  );
}

async function confirmationOf(body: unknown) {
  const res = await ctx.app.request('/api/Order', jsonRequest(body));
  expect(res.status).toBe(201);
  const placed = (await res.json()) as Order;
  const [email] = await orderEmails(ctx.deps, placed._id, 'order-confirmation');
  return { placed, email: email! };
}

describe('the confirmation of a repriced order', () => {
  it('names each line booked at another rate than quoted, and links to the tracking page to cancel', async () => {
    const eur = await rateOf('EUR');
    const usd = await rateOf('USD');
    const { placed, email } = await confirmationOf(
      order([
        { code: 'EUR', Rate: '1.0101' },
        { code: 'USD', Rate: usd },
      ]),
    );
    expect(placed.Orders[0]!.Rate).toBe(eur);
    // The link, as each part writes it (Handlebars writes "=" as an entity in HTML; a mail client reads it back).
    const link = { text: `/track?order=${placed.Order_Id}`, html: `/track?order&#x3D;${placed.Order_Id}` };
    for (const [part, body] of [
      ['text', email.text],
      ['html', email.html],
    ] as const) {
      expect(body).toContain('The rate changed between your quote and your order reaching us');
      expect(body).toContain(`EUR: you were quoted 1.0101, booked at ${eur}`);
      // The USD line was booked at its quote: not listed.
      expect(body).not.toContain('USD: you were quoted');
      expect(body).toContain('you can cancel it on the tracking page');
      expect(body).toContain(link[part]);
    }
  });

  it('says nothing of it when the quote matches (however written) or no quote was sent', async () => {
    const eur = await rateOf('EUR');
    const sameWrittenShort = eur.replace(/0+$/, '');
    for (const body of [order([{ code: 'EUR', Rate: sameWrittenShort }]), order([{ code: 'EUR' }])]) {
      const { email } = await confirmationOf(body);
      expect(email.text).not.toContain('The rate changed');
      expect(email.html).not.toContain('The rate changed');
    }
  });
});
