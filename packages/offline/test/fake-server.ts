import { buildOrderEmailRows, priceOrderLine, type Currency, type Order, type OrderRequest } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';

export { EUR, USD };

type Mode = 'ok' | 'offline' | '503' | 'hang';

/**
 * A stand-in for the API: GET /currency with ETag, POST /Order with the idempotency the real server has
 * (same key -> the same stored order). `failNext` makes the next N order calls fail as the network would.
 */
export class FakeServer {
  currencies: Currency[] = [EUR, USD];
  etag = '"v1"';
  mode: Mode = 'ok';
  failNext = 0;
  /** The key of every POST /Order the server received, in order. */
  readonly orderCalls: string[] = [];
  /** The key of every POST /Order the client tried, including those the network dropped. */
  readonly attemptedKeys: string[] = [];
  readonly rateCalls: { ifNoneMatch: string | null }[] = [];
  readonly stored = new Map<string, Order>();
  reject: { status: number; message: string; issues?: { path: string[]; message: string }[] } | null = null;
  /** Answers the next N order calls 429 "too many orders" with this Retry-After (seconds). */
  tooMany: { count: number; retryAfter: string } | null = null;
  private seq = 0;

  fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://test.local');
    const headers = new Headers(init?.headers);
    if (url.pathname === '/api/Order') this.attemptedKeys.push(headers.get('idempotency-key') ?? '');
    if (this.mode === 'offline') throw new TypeError('Failed to fetch');
    if (url.pathname === '/api/currency') {
      this.rateCalls.push({ ifNoneMatch: headers.get('if-none-match') });
      if (this.mode === '503') return json({ error: { code: 'unavailable', message: 'down' } }, 503);
      if (headers.get('if-none-match') === this.etag) return new Response(null, { status: 304 });
      return json(this.currencies, 200, { etag: this.etag });
    }
    if (url.pathname === '/api/Order' && init?.method === 'POST') {
      const key = headers.get('idempotency-key') ?? '';
      this.orderCalls.push(key);
      if (this.failNext > 0) {
        this.failNext--;
        throw new TypeError('Failed to fetch');
      }
      if (this.mode === '503') return json({ error: { code: 'unavailable', message: 'down' } }, 503);
      if (this.tooMany && this.tooMany.count > 0) {
        this.tooMany.count--;
        const message = 'Too many orders in a short time. Please try again in 2 minutes.';
        return json({ error: { code: 'rate_limited', message } }, 429, {
          'retry-after': this.tooMany.retryAfter,
        });
      }
      if (this.reject)
        return json(
          { error: { code: 'validation', message: this.reject.message, issues: this.reject.issues } },
          this.reject.status,
        );
      const existing = this.stored.get(key);
      if (existing) return json(existing, 201);
      const order = this.price(JSON.parse(String(init.body)) as OrderRequest);
      this.stored.set(key, order);
      return json(order, 201);
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  };

  /** Prices like the server: from the amount given and its own rates. */
  private price(req: OrderRequest): Order {
    const lines = req.Orders.map((l) => {
      const code = l.currencyTakecurrent === 'GBP' ? l.currencyMycurrent : l.currencyTakecurrent;
      const cur = this.currencies.find((c) => c.value === code)!;
      return { Id: l.Id ?? 'x', ...priceOrderLine(cur, req.status, l.currencyTake) };
    });
    const n = String(++this.seq).padStart(8, '1');
    return {
      _id: `id${n}`,
      Order_Id: n,
      Name: req.Name,
      Email: req.Email,
      Phone_Number: req.Phone_Number,
      Address: req.Address,
      CheckingPoint: req.CheckingPoint,
      Orders: lines,
      status: req.status,
      Status: 'Pending',
      title: req.status === 'buy' ? 'Click & Collect' : 'Click & Sell',
      time: '2026-01-01T10:00:00.000Z',
      ...buildOrderEmailRows(lines, req.status),
    };
  }
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
