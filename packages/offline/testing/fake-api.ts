import { buildOrderEmailRows, priceOrderLine, type Currency, type Order, type OrderRequest } from '@tm/core';
import { EUR, USD } from '@tm/core/fixtures';

export { EUR, USD };

/**
 * A stand-in for the API, with the idempotency the real server has: GET /currency with ETag, POST /Order
 * (same key -> the same stored order, 201 again). It always answers: put a NetworkScript in front of it
 * (`faultyFetch`) for a network or a server that fails.
 */
export class FakeApi {
  currencies: Currency[] = [EUR, USD];
  etag = '"v1"';
  /** The key of every POST /Order the server received and acted on, in order. */
  readonly orderCalls: string[] = [];
  readonly rateCalls: { ifNoneMatch: string | null }[] = [];
  readonly stored = new Map<string, Order>();
  private seq = 0;

  fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://test.local');
    const headers = new Headers(init?.headers);
    if (url.pathname === '/api/currency') {
      this.rateCalls.push({ ifNoneMatch: headers.get('if-none-match') });
      if (headers.get('if-none-match') === this.etag) return new Response(null, { status: 304 });
      return json(this.currencies, 200, { etag: this.etag });
    }
    if (url.pathname === '/api/Order' && init?.method === 'POST') {
      const key = headers.get('idempotency-key') ?? '';
      this.orderCalls.push(key);
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
