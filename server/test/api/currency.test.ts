import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencyListSchema, currencySchema, errorEnvelopeSchema, upsellSchema } from '@tm/core';
import { currencies } from '../../src/db/schema';
import { seededAppForFile } from '../support/test-app';

const ctx = seededAppForFile();

describe('GET /api/currency', () => {
  it('lists 70+ seeded currencies in a stable order, majors first, with decimal strings', async () => {
    const res = await ctx.app.request('/api/currency');
    expect(res.status).toBe(200);
    const list = currencyListSchema.parse(await res.json());
    expect(list.length).toBeGreaterThanOrEqual(70);
    expect(list.slice(0, 3).map((c) => c.value)).toEqual(['EUR', 'USD', 'JPY']);
    const eur = list.find((c) => c.value === 'EUR')!;
    expect(eur).toMatchObject({
      label: 'European Union',
      Rate: '1.1650',
      Sell: '-1.1',
      Buy: '1',
      sample: true,
    });
    const jpy = list.find((c) => c.value === 'JPY')!;
    expect(jpy).toMatchObject({ Rate: '167.3420', Sell: '-2.5', Buy: '3' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const again = await ctx.app.request('/api/currency');
    expect(currencyListSchema.parse(await again.json()).map((c) => c.value)).toEqual(
      list.map((c) => c.value),
    );
  });

  it('answers 304 to a matching If-None-Match and a new ETag once rates change', async () => {
    const first = await ctx.app.request('/api/currency');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const cached = await ctx.app.request('/api/currency', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    await ctx.deps.db.update(currencies).set({ rate: '1.170000' }).where(eq(currencies.code, 'EUR'));
    await ctx.deps.bus.notify();
    const changed = await ctx.app.request('/api/currency', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const list = currencyListSchema.parse(await changed.json());
    expect(list.find((c) => c.value === 'EUR')!.Rate).toBe('1.1700');
    await ctx.deps.db.update(currencies).set({ rate: '1.165000' }).where(eq(currencies.code, 'EUR'));
    await ctx.deps.bus.notify();
  });

  it('serves the pre-gzipped body to clients that accept gzip', async () => {
    const res = await ctx.app.request('/api/currency', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(currencyListSchema.parse(body).length).toBeGreaterThanOrEqual(70);
    const etag = res.headers.get('etag')!;
    const cached = await ctx.app.request('/api/currency', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
  });
});

describe('GET /api/singleCurrency/:code', () => {
  it('returns one currency, case-insensitively', async () => {
    const res = await ctx.app.request('/api/singleCurrency/jpy');
    expect(res.status).toBe(200);
    expect(currencySchema.parse(await res.json())).toMatchObject({ value: 'JPY', label: 'Japan' });
  });

  it('answers 404 with a clear message for an unknown code', async () => {
    const res = await ctx.app.request('/api/singleCurrency/XYZ');
    expect(res.status).toBe(404);
    const body = errorEnvelopeSchema.parse(await res.json());
    expect(body.error).toMatchObject({
      code: 'currency_not_found',
      message: 'We could not find the currency XYZ',
    });
  });

  it('answers 400 for something that is not a currency code', async () => {
    const res = await ctx.app.request('/api/singleCurrency/not-a-code');
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('validation_failed');
  });
});

describe('GET /api/upsell', () => {
  it('is a defined, empty offer list', async () => {
    const res = await ctx.app.request('/api/upsell');
    expect(upsellSchema.parse(await res.json())).toEqual({ Upsell: [] });
  });
});
