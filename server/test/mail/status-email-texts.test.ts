import { describe, expect, it } from 'vitest';
import { EUR, orderRequest, placedOrder } from '@tm/core/fixtures';
import { DAGENHAM_BRANCH, makeCartLine, statusText, type Order, type Way } from '@tm/core';
import { renderOrderEmail, type OrderEmailKind } from '../../src/mail/templates';

/**
 * Issue 31.2/31.3: each order email says what the tracking page says for the order's status (statusText, the
 * one source), in its way's own words; a cancelled or expired order's email says what happened and what to do
 * next, nothing of a live order.
 */
const publicUrl = 'https://shop.example/';
const KINDS: [OrderEmailKind, Order['Status']][] = [
  ['order-confirmation', 'Pending'],
  ['order-accepted', 'Accepted'],
  ['order-completed', 'Completed'],
  ['order-cancelled', 'Cancelled'],
  ['order-expired', 'Expired'],
];

/** A text as Handlebars' `{{ }}` writes it into the HTML version. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};
const escaped = (text: string) => text.replace(/[&<>"'`=]/g, (c) => ENTITIES[c]!);

function order(way: Way, Status: Order['Status'], time: string): Order {
  const lines = [makeCartLine({ currency: EUR, way, gbp: '1200', id: 'l' })];
  return { ...placedOrder(orderRequest({ status: way, Orders: lines }), '12345678', lines), Status, time };
}

describe('status emails say what tracking says', () => {
  for (const way of ['buy', 'sell'] as const) {
    // Thursday (the "held until Sunday") and Saturday afternoon.
    for (const time of ['2026-11-26T13:12:00.000Z', '2026-11-28T15:00:00.000Z']) {
      for (const [kind, Status] of KINDS) {
        it(`${way} ${kind} placed ${time}`, () => {
          const o = order(way, Status, time);
          const email = renderOrderEmail(kind, o, { publicUrl, branch: DAGENHAM_BRANCH });
          const state = statusText({
            way,
            status: Status,
            placedAt: time,
            lines: o.Orders,
            branch: DAGENHAM_BRANCH,
          });
          for (const [part, as] of [
            [email.text, (t: string) => t],
            [email.html, escaped],
          ] as const) {
            expect(part).toContain(as(state.headline));
            for (const p of state.paragraphs) expect(part).toContain(as(p));
            expect(part).not.toMatch(/Sunday/);
            if (way === 'sell') expect(part).not.toMatch(/collect|by card/i);
            if (!state.live) {
              expect(part).not.toMatch(
                /reserved for you|look forward|locked|guarantee|Important Notification|photo ID/,
              );
            }
            // Nothing tells a customer what to bring once the order has ended; a cancelled or expired order
            // says nothing of how its notes would have changed hands, a receipt states them.
            expect(part).not.toMatch(/Bring €|Bring \d/);
            if (Status === 'Cancelled' || Status === 'Expired')
              expect(part).not.toMatch(/in notes|banknotes only/);
            else expect(part).toMatch(/in notes/);
          }
          if (Status === 'Completed' && way === 'sell') expect(email.text).toContain('Thank you for selling');
        });
      }
    }
  }
});
