import type { BrowserContext, Page, Route } from '@playwright/test';
import { answerBody, answerHeaders, type NetworkScript } from './faults';

/**
 * The fault harness in a browser test: the script decides the fate of every request the page makes to
 * `pattern` (default the API), carried out with Playwright's routing. Unlike `context.setOffline`, the page
 * stays "online" as far as the browser knows; the server just cannot be reached, or answers as scripted.
 *
 *   const net = new NetworkScript({ only: /\/api\/Order$/ });
 *   await routeThrough(context, net);
 *   net.offline();                 // the API cannot be reached
 *   net.online().next(answer(503, { retryAfter: 2 }), late());
 */
export async function routeThrough(
  target: BrowserContext | Page,
  script: NetworkScript,
  pattern = '**/api/**',
): Promise<void> {
  await target.route(pattern, (route) => handle(route, script));
}

async function handle(route: Route, script: NetworkScript): Promise<void> {
  const request = route.request();
  const key = (await request.headerValue('idempotency-key')) ?? null;
  const fault = script.decide(request.method(), request.url(), key);
  if (fault?.kind === 'drop') return route.abort('connectionrefused');
  if (script.delay > 0) await new Promise((resolve) => setTimeout(resolve, script.delay));
  switch (fault?.kind) {
    case 'answer':
      return route.fulfill({ status: fault.status, headers: answerHeaders(fault), body: answerBody(fault) });
    case 'late':
      // The server stores the order; the page never hears back, as when its request timed out.
      await route.fetch().catch(() => undefined);
      return route.abort('timedout');
    case 'hang':
      await new Promise<void>((resolve) => script.onRelease(resolve));
      return route.abort('timedout');
    default:
      return route.fallback();
  }
}
