/**
 * The fault harness's script: what the network does to the next request. It knows nothing of fetch or of
 * Playwright; `faulty-fetch.ts` (the sync engine's unit tests) and `playwright.ts` (browser tests) each carry
 * out its decisions on their own transport, so one test vocabulary covers both.
 */

/** What happens to one request. */
export type Fault =
  /** The connection fails: no answer, as when offline or the server is down (fetch rejects). */
  | { kind: 'drop' }
  /** The network answers this instead of the server (which never sees the request). */
  | { kind: 'answer'; status: number; retryAfter?: string; message?: string; issues?: AnswerIssue[] }
  /** The server gets the request and acts on it, but its answer arrives only after the client gave up. */
  | { kind: 'late' }
  /** No answer at all until the client gives up (or the test calls `release()`). */
  | { kind: 'hang' };

export interface AnswerIssue {
  path: (string | number)[];
  message: string;
}

/** One request the network saw, and what it did to it. */
export interface NetworkLogEntry {
  method: string;
  path: string;
  /** The Idempotency-Key header, when the request had one (order POSTs). */
  key: string | null;
  fault: Fault['kind'] | 'pass';
}

export const drop = (): Fault => ({ kind: 'drop' });
export const late = (): Fault => ({ kind: 'late' });
export const hang = (): Fault => ({ kind: 'hang' });
/** An answer from the network; a 429 or 503 with `retryAfter` (seconds, or an HTTP date) asks for a wait. */
export const answer = (
  status: number,
  options: { retryAfter?: number | string; message?: string; issues?: AnswerIssue[] } = {},
): Fault => ({
  kind: 'answer',
  status,
  retryAfter: options.retryAfter === undefined ? undefined : String(options.retryAfter),
  message: options.message,
  issues: options.issues,
});

/** The one error envelope the API answers with, so an answered fault reads like the real server's. */
export function answerBody(fault: Extract<Fault, { kind: 'answer' }>): string {
  const message = fault.message ?? `The network answered ${fault.status}`;
  return JSON.stringify({ error: { code: `status_${fault.status}`, message, issues: fault.issues } });
}

export function answerHeaders(fault: Extract<Fault, { kind: 'answer' }>): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter }),
  };
}

export interface NetworkScriptOptions {
  /**
   * Which requests the queued faults (`next`) apply to, by URL path; default every request. Tests of the
   * outbox pass /\/Order$/ so the rates GET the engine makes on start does not use up a fault meant for an
   * order. `offline()` and `slow()` always apply to every request: that is what a network does.
   */
  only?: RegExp;
}

/**
 * The script: a switch (offline / online), a delay for every request (slow), and a queue of one-shot faults
 * for the next matching requests. Every request is logged with its idempotency key.
 */
export class NetworkScript {
  readonly log: NetworkLogEntry[] = [];
  private down = false;
  private delayMs = 0;
  private readonly queue: Fault[] = [];
  private readonly waiting = new Set<() => void>();
  private readonly only: RegExp | null;

  constructor(options: NetworkScriptOptions = {}) {
    this.only = options.only ?? null;
  }

  /** Every request fails to connect until `online()`. */
  offline(): this {
    this.down = true;
    return this;
  }

  online(): this {
    this.down = false;
    return this;
  }

  get isOffline(): boolean {
    return this.down;
  }

  /** Every request that gets through waits this long first (0: no delay). */
  slow(ms: number): this {
    this.delayMs = ms;
    return this;
  }

  get delay(): number {
    return this.delayMs;
  }

  /** The next matching requests meet these faults, one each, in order; later ones pass. */
  next(...faults: Fault[]): this {
    this.queue.push(...faults);
    return this;
  }

  /** Faults still queued. */
  get pending(): number {
    return this.queue.length;
  }

  /** Decides the fate of one request and logs it. */
  decide(method: string, url: string, key: string | null): Fault | null {
    const path = new URL(url, 'http://harness.local').pathname;
    let fault: Fault | null = null;
    if (this.down) fault = drop();
    else if (!this.only || this.only.test(path)) fault = this.queue.shift() ?? null;
    this.log.push({ method, path, key, fault: fault?.kind ?? 'pass' });
    return fault;
  }

  /** The idempotency keys of the requests that reached the network, in order (dropped ones included). */
  keys(): string[] {
    return this.log.flatMap((e) => (e.key ? [e.key] : []));
  }

  /** Registers a hung request's way out; `release()` lets every hung request fail. */
  onRelease(fn: () => void): () => void {
    this.waiting.add(fn);
    return () => this.waiting.delete(fn);
  }

  release(): void {
    for (const fn of [...this.waiting]) fn();
    this.waiting.clear();
  }
}
