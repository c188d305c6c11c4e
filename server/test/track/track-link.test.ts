import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderSchema } from '@tm/core';
import { CUSTOMER as customer } from '@tm/core/fixtures';
import { orders, outboxEmails } from '../../src/db/schema';
import { publicUrlOf } from '../../src/env';
import { renderOrderEmail } from '../../src/mail/templates';
import { trackUrlOf } from '../../src/mail/track-link';
import { jsonRequest, seededAppForFile } from '../support/test-app';

const ctx = seededAppForFile();

describe('the tracking link in customer emails', () => {
  it('is in the confirmation (HTML and text) and the acceptance email, not in the branch copy', async () => {
    const res = await ctx.app.request(
      '/api/Order',
      jsonRequest({
        ...customer,
        status: 'buy',
        Orders: [
          {
            Id: 'l1',
            currencyTake: '50',
            currencyTakecurrent: 'GBP',
            currencyMycurrent: 'EUR',
            status: 'buy',
          },
        ],
      }),
    );
    const order = orderSchema.parse(await res.json());
    const publicUrl = publicUrlOf(ctx.deps.config);
    const link = trackUrlOf(publicUrl, order.Order_Id);
    expect(link).toMatch(new RegExp(`/track\\?order=${order.Order_Id}$`));

    const [row] = await ctx.deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, order.Order_Id));
    const [confirmation] = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, row!.id), eq(outboxEmails.kind, 'order-confirmation')));
    // Handlebars escapes '=' as &#x3D; in the HTML; a browser reads the same address.
    const htmlLink = link.replace('=', '&#x3D;');
    expect(confirmation!.html).toContain(`<a href="${htmlLink}">`);
    expect(confirmation!.text).toContain(link);

    const accepted = renderOrderEmail('order-accepted', order, { publicUrl });
    expect(accepted.html).toContain(htmlLink);
    expect(accepted.text).toContain(link);
    expect(renderOrderEmail('branch-notification', order, { publicUrl }).text).not.toContain('/track?');
  });
});
