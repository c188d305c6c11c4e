import { vi } from 'vitest';
import type { OrderRules } from '@tm/core';

/**
 * Makes GET /api/orderRules answer these limits, as the server does with ORDER_MAX_GBP set; every other call
 * still fails as no-network.ts makes it. The hook keeps the first answer for the rest of the file's tests.
 */
export function serverOrderRules(rules: OrderRules) {
  const noNetwork = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input).endsWith('/api/orderRules')
      ? Promise.resolve(new Response(JSON.stringify(rules), { status: 200 }))
      : noNetwork(input, init),
  );
}
