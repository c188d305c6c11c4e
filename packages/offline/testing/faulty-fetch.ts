import type { FetchLike } from '../src/http';
import { answerBody, answerHeaders, type NetworkScript } from './faults';

/** What fetch rejects with when the connection fails (Chromium's wording). */
const connectionFailed = () => new TypeError('Failed to fetch');

/** What fetch rejects with when the request's signal aborts; a timeout when the signal gave no reason. */
function abortReason(signal: AbortSignal | null | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

/** Resolves when the signal aborts or the test releases hung requests, whichever comes first. */
function clientGivesUp(script: NetworkScript, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => {
    const off = script.onRelease(resolve);
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => (off(), resolve()), { once: true });
  });
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortReason(signal));
      },
      { once: true },
    );
  });
}

/**
 * A fetch for the sync engine's tests: `upstream` (a fake API) behind the script's network. Give it to
 * createOfflineStore({ fetch }); with `requestTimeoutMs` small, `late()` and `hang()` cost milliseconds.
 */
export function faultyFetch(script: NetworkScript, upstream: FetchLike): FetchLike {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const key = new Headers(init?.headers).get('idempotency-key');
    const signal = init?.signal;
    const fault = script.decide(method, input, key);
    if (fault?.kind === 'drop') throw connectionFailed();
    if (script.delay > 0) await wait(script.delay, signal);
    switch (fault?.kind) {
      case 'answer':
        return new Response(answerBody(fault), { status: fault.status, headers: answerHeaders(fault) });
      case 'hang':
        await clientGivesUp(script, signal);
        throw abortReason(signal);
      case 'late': {
        // The client gives up first; the server then does the work, and its answer goes nowhere.
        await clientGivesUp(script, signal);
        await upstream(input, { ...init, signal: undefined }).catch(() => undefined);
        throw abortReason(signal);
      }
      default:
        return upstream(input, init);
    }
  };
}
