import { describe, expect, it } from 'vitest';
import { authAppForFile, jsonRequest, placeOrder, userWithSession, uniqueEmail } from '../auth/support';
import { listen } from '../support/http-helpers';

/**
 * Issue 14.6: answers with personal data or tokens (an order, a sign-in, the accept call) were cacheable by
 * the browser and any proxy. Every /api answer is `no-store` now, except the public currency list, which
 * revalidates (`no-cache`, ETag) so a rate change shows at once.
 */
const ctx = authAppForFile();

describe('Cache-Control on API answers', () => {
  it('is no-store on personal data, tokens and errors', async () => {
    const admin = await userWithSession(ctx.deps, 'Admin');
    const order = await placeOrder(ctx.app);
    const email = uniqueEmail('cache');
    const answers: Array<[string, Response]> = [
      ['POST /api/Order', await ctx.app.request('/api/Order', jsonRequest({}))],
      [
        'POST /api/auth/signup',
        await ctx.app.request('/api/auth/signup', jsonRequest({ email, password: 'a-good-pass' })),
      ],
      [
        'POST /api/auth/signin',
        await ctx.app.request('/api/auth/signin', jsonRequest({ email, password: 'x' })),
      ],
      [
        'POST /api/auth/verify',
        await ctx.app.request('/api/auth/verify', jsonRequest({ token: 'x'.repeat(43) })),
      ],
      ['GET /api/auth/me', await ctx.app.request('/api/auth/me', { headers: admin.bearer })],
      [
        'GET /api/pendingToAceept/:id',
        await ctx.app.request(`/api/pendingToAceept/${order.Order_Id}`, { headers: admin.bearer }),
      ],
      [
        'PUT /api/acceptedToCompleted/:id',
        await ctx.app.request(`/api/acceptedToCompleted/${order.Order_Id}`, {
          method: 'PUT',
          headers: admin.bearer,
        }),
      ],
      ['GET /api/details/:id', await ctx.app.request(`/api/details/${order._id}`, { headers: admin.bearer })],
      ['GET /api/health', await ctx.app.request('/api/health')],
      ['GET /api/nope', await ctx.app.request('/api/nope')],
    ];
    for (const [what, res] of answers) expect(res.headers.get('cache-control'), what).toBe('no-store');
  });

  it('lets the public currency list be revalidated, on the fast lane and through the stack alike', async () => {
    expect((await ctx.app.request('/api/currency')).headers.get('cache-control')).toBe('no-cache');
    const server = await listen(ctx.app.fetch);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/currency`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const order = await fetch(`http://127.0.0.1:${server.port}/api/Order`, { method: 'POST' });
      expect(order.headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/health', () => {
  it('says the service is well and nothing about what runs it', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
