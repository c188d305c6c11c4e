import { describe, expect, it } from 'vitest';
import { messages, orderRulesSchema } from '@tm/core';
import { orderBody } from '../reliability/helpers/db-checks';
import { jsonRequest, seededAppForFile } from '../support/test-app';
import { testConfig } from '../../src/env';

const ctx = seededAppForFile({ config: testConfig({ ORDER_MIN_GBP: '20', ORDER_MAX_GBP: '5000' }) });

let n = 0;
/** A Click & Collect order of £`gbp` of euros (Collect rounds the GBP up to a multiple of 10). */
const collect = (gbp: string) =>
  ctx.app.request(
    '/api/Order',
    jsonRequest(
      {
        ...orderBody(),
        Orders: [{ currencyTake: gbp, currencyTakecurrent: 'GBP', currencyMycurrent: 'EUR', status: 'buy' }],
      },
      { 'idempotency-key': `limits-${++n}-${Date.now()}` },
    ),
  );

describe('order limits (ORDER_MIN_GBP, ORDER_MAX_GBP)', () => {
  it('publishes them for the app', async () => {
    const res = await ctx.app.request('/api/orderRules');
    expect(res.status).toBe(200);
    expect(orderRulesSchema.strict().parse(await res.json())).toEqual({
      minGbp: '20.00',
      maxGbp: '5000.00',
      ratesMaxAgeHours: 48,
      ratesProvider: 'sample',
    });
  });

  it('takes an order at the maximum and refuses one above it, naming the limit', async () => {
    expect((await collect('5000')).status).toBe(201);
    const above = await collect('5000.01'); // rounds up to £5,010
    expect(above.status).toBe(422);
    expect(await above.json()).toMatchObject({
      error: { code: 'order_limit', message: 'Orders can be up to £5,000.00' },
    });
    expect(messages.orderAboveLimit('£5,000.00')).toBe('Orders can be up to £5,000.00');
  });

  it('refuses one below the minimum and takes one at it', async () => {
    expect((await collect('20')).status).toBe(201);
    const below = await collect('5');
    expect(below.status).toBe(422);
    expect(await below.json()).toMatchObject({ error: { message: 'Orders must be at least £20.00' } });
  });

  it('counts every line of the order', async () => {
    const res = await ctx.app.request(
      '/api/Order',
      jsonRequest(
        {
          ...orderBody(),
          Orders: ['EUR', 'USD'].map((code) => ({
            currencyTake: '2600',
            currencyTakecurrent: 'GBP',
            currencyMycurrent: code,
            status: 'buy',
          })),
        },
        { 'idempotency-key': `limits-two-${Date.now()}` },
      ),
    );
    expect(res.status).toBe(422);
  });
});
