import { describe, expect, it } from 'vitest';
import { EUR, EUR_LINE, orderRequest, placedOrder, USD, orderLine } from '@tm/core/fixtures';
import { DAGENHAM_BRANCH, makeCartLine } from '@tm/core';

/** The seeded branch, as the order's collection point row. */
const publicUrl = 'https://shop.example/';
const branch = DAGENHAM_BRANCH;
import { renderOrderEmail } from '../../src/mail/templates';

describe('the customer order email', () => {
  const order = placedOrder(orderRequest(), '12345678', [EUR_LINE, orderLine({ Id: 'l2' })]);
  const email = renderOrderEmail('order-confirmation', order, { publicUrl, branch });

  it('links to the tracking page with the order number, in both versions', () => {
    const link = `https://shop.example/track?order=${order.Order_Id}`;
    // Handlebars escapes '=' in attributes as &#x3D;, which every mail client reads back as '='.
    expect(email.html).toContain(`href="${link.replace('=', '&#x3D;')}"`);
    expect(email.text).toContain(`Track your order: ${link}`);
  });

  it('gives the total in GBP', () => {
    expect(email.html).toContain('Total: £200.00');
    expect(email.text).toContain('Total: £200.00');
  });

  it('carries the Important Notification in the plain-text version too', () => {
    expect(email.text).toContain('Important Notification');
  });

  it('tells an order placed after closing time when it can be collected (issue 16.7)', () => {
    const late = renderOrderEmail(
      'order-confirmation',
      { ...order, time: '2026-11-25T19:24:00.000Z' },
      { publicUrl, branch },
    );
    const next = 'you can collect from Thursday 26 November at 9:00';
    expect(late.html).toContain(next);
    expect(late.text).toContain(next);
    const open = renderOrderEmail(
      'order-confirmation',
      { ...order, time: '2026-11-25T11:00:00.000Z' },
      { publicUrl, branch },
    );
    expect(open.text).not.toContain('Our branch is closed now');
  });

  it('"ready to collect" says until when the order is held and its rate locked: one moment, a time the branch is open (issue 31.2)', () => {
    const accepted = renderOrderEmail(
      'order-accepted',
      { ...order, time: '2026-11-25T19:24:00.000Z', Status: 'Accepted' },
      { publicUrl, branch },
    );
    // Placed Wednesday 19:24: the first closing 24 hours later is Friday's (Thursday closes at 17:30).
    for (const part of [accepted.text, accepted.html]) {
      expect(part).toContain('Collect your order by Friday 27 November at 17:30 (closing time).');
      expect(part).toContain('Your rate is locked until Friday 27 November at 17:30.');
    }
    // Summer time: the branch's clock, an hour ahead of UTC.
    const summer = renderOrderEmail(
      'order-accepted',
      { ...order, time: '2026-07-01T08:00:00.000Z', Status: 'Accepted' },
      { publicUrl, branch },
    );
    expect(summer.text).toContain('Your rate is locked until Thursday 2 July at 17:30.');
  });
});

describe('what the customer receives in notes (Terms: banknotes only, issue 16.6)', () => {
  const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };
  const lines = [
    makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'e' }),
    makeCartLine({ currency: JPY, way: 'buy', gbp: '500', id: 'j' }),
    makeCartLine({ currency: USD, way: 'buy', gbp: '100', id: 'u' }),
  ];
  const order = placedOrder(orderRequest({ Orders: lines }), '12345678', lines);

  it.each(['order-confirmation', 'order-accepted', 'order-completed'] as const)(
    '%s: each line in notes and its remainder in GBP, priced amounts unchanged, in HTML and text',
    (kind) => {
      const email = renderOrderEmail(kind, order, { publicUrl, branch });
      for (const part of [email.html, email.text]) {
        expect(part).toContain('115.22 EUR');
        expect(part).toContain('Banknotes only:');
        expect(part).toContain('EUR: 115 EUR in notes, 0.22 EUR (0.19 GBP) paid back in GBP');
        expect(part).toContain('JPY: 81,000 JPY in notes, 579 JPY (3.55 GBP) paid back in GBP');
        expect(part).toContain('USD: 132 USD in notes, 0.33 USD (0.25 GBP) paid back in GBP');
      }
    },
  );

  it('a Click & Sell order tells the customer the branch takes notes only', () => {
    const sell = [makeCartLine({ currency: EUR, way: 'sell', gbp: '100', id: 's' })];
    const email = renderOrderEmail(
      'order-confirmation',
      placedOrder(orderRequest({ status: 'sell', Orders: sell }), '12345679', sell),
      { publicUrl, branch },
    );
    const said =
      'EUR: 115 EUR in notes; the branch takes notes only, so 2.67 EUR (2.27 GBP) is not exchanged';
    expect(email.html).toContain(said);
    expect(email.text).toContain(said);
  });

  // An audit found "How to collect" asking for "a valid photo ID and your order number" under a paragraph
  // asking a £1,000 order for proof of address too: the rule is said once, for the order's own total.
  it.each(['buy', 'sell'] as const)(
    'a £1,000 %s order asks for proof of address, and no part of it asks for less',
    (way) => {
      const lines = [makeCartLine({ currency: EUR, way, gbp: '1200', id: 'big' })];
      const big = renderOrderEmail(
        'order-confirmation',
        placedOrder(orderRequest({ status: way, Orders: lines }), '12345680', lines),
        { publicUrl, branch },
      );
      expect(big.text).toMatch(/also bring a proof of address/);
      expect(big.text.match(/photo ID/g)).toHaveLength(1);
      expect(big.text).toContain('the identification this email asks for');
    },
  );
});
