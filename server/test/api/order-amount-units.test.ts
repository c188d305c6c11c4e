import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, orderSchema } from '@tm/core';
import { CUSTOMER as customer } from '@tm/core/fixtures';
import { orderWriteCounts, postOrder } from '../support/order-requests';
import { seededAppForFile } from '../support/test-app';

/** Issue 31.4: amounts follow the currency: no fraction of a yen, no Sell line below the smallest note. */
const ctx = seededAppForFile();

const sellYen = (give: string | number) => ({
  ...customer,
  status: 'sell',
  Orders: [
    { Id: 'y', currencyTake: give, currencyTakecurrent: 'JPY', currencyMycurrent: 'GBP', status: 'sell' },
  ],
});

const post = (body: unknown) => postOrder(ctx.app, body);
const rowCounts = () => orderWriteCounts(ctx.deps.db);

describe('POST /api/Order: amounts in the currency’s own units', () => {
  it('refuses a fraction of a yen with 400 naming the field, writing nothing', async () => {
    const before = await rowCounts();
    const { res, body } = await post(sellYen('38000.50'));
    expect(res.status).toBe(400);
    const { error } = errorEnvelopeSchema.parse(body);
    expect(error.message).toBe('JPY has no smaller unit: give a whole number of JPY');
    expect(error.issues).toContainEqual(
      expect.objectContaining({
        path: ['Orders', 0, 'currencyTake'],
        message: 'JPY has no smaller unit: give a whole number of JPY',
      }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a dinar's third decimal in the dinar's words, not the spec's general message", async () => {
    const before = await rowCounts();
    const { res, body } = await post({
      ...sellYen('100.125'),
      Orders: [
        { currencyTake: '100.125', currencyTakecurrent: 'KWD', currencyMycurrent: 'GBP', status: 'sell' },
      ],
    });
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error.message).toBe(
      'Give KWD amounts with at most 2 decimal places',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a Sell line below the smallest note with 422 naming the note, never pricing a remainder', async () => {
    const before = await rowCounts();
    const { res, body } = await post(sellYen(500));
    expect(res.status).toBe(422);
    const { error } = errorEnvelopeSchema.parse(body);
    expect(error.code).toBe('below_smallest_note');
    expect(error.message).toBe('The smallest JPY note we take is JP¥1,000: sell at least JP¥1,000');
    expect(error.issues).toContainEqual(expect.objectContaining({ path: ['Orders', 0, 'currencyTake'] }));
    expect(await rowCounts()).toEqual(before);
  });

  it('takes whole yen, and a whole number written with zero pence', async () => {
    for (const give of ['38000', '38000.00']) {
      const { res, body } = await post(sellYen(give));
      expect(res.status).toBe(201);
      expect(orderSchema.parse(body).Orders[0]).toMatchObject({
        currencyTake: '38000.00',
        currencyTakecurrent: 'JPY',
      });
    }
  });
});
