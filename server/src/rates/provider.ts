/**
 * Where market rates come from: the exchange-rate service (http-provider.ts) or the bundled
 * offline sample rates. `lookup` answers units of `code` per 1 GBP as a decimal string.
 */
export interface RateProvider {
  /** Name for logs and the dashboard ("offline sample rates", "exchange-rate service"). */
  readonly name: string;
  lookup(code: string): Promise<string>;
}

/**
 * The code is not recognised (the service answered), or the service is out: no answer, a time-out, an error
 * status or an unreadable answer. The Check button shows messages.wrongCurrency either way; live mode tells
 * the two apart (an outage is not a wrong code).
 */
export class RateLookupError extends Error {
  constructor(
    readonly code: string,
    readonly reason: 'unknown-currency' | 'unreachable' | 'timeout' | 'server-error' | 'bad-response',
    readonly detail?: string,
  ) {
    super(`Rate lookup for ${code} failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'RateLookupError';
  }

  /** True when the service did not answer properly, as opposed to answering that it does not know the code. */
  get isOutage(): boolean {
    return this.reason !== 'unknown-currency';
  }
}
