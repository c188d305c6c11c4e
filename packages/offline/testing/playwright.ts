import type { BrowserContext, Page, Request, Route } from '@playwright/test';
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
      // The server acts on the request now; its answer is held until the page gives up (its own request
      // timeout) or the test calls release(), so the page sees exactly what a lost answer looks like.
      await route.fetch().catch(() => undefined);
      await pageGivesUp(request, script);
      return route.abort('timedout').catch(() => undefined);
    case 'hang':
      await pageGivesUp(request, script);
      return route.abort('timedout').catch(() => undefined);
    default:
      return route.fallback();
  }
}

/** Resolves when the page aborts the request (its timeout fired) or the test releases held requests. */
function pageGivesUp(request: Request, script: NetworkScript): Promise<void> {
  return new Promise((resolve) => {
    script.onRelease(resolve);
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      // A service worker's request has no frame: only release() lets it go.
    }
    page
      ?.waitForEvent('requestfailed', { predicate: (r) => r === request, timeout: 0 })
      .then(() => resolve())
      .catch(() => resolve());
  });
}
