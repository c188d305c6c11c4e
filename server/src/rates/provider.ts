/**
 * Where market rates come from: the exchange-rate service (http-provider.ts) or the bundled
 * offline sample rates. `lookup` answers units of `code` per 1 GBP as a decimal string.
 */
export interface RateProvider {
  /** Name for logs and the dashboard ("offline sample rates", "exchange-rate service"). */
  readonly name: string;
  lookup(code: string): Promise<string>;
}

/** The code is not recognised, or the service failed / timed out. The UI shows messages.wrongCurrency. */
export class RateLookupError extends Error {
  constructor(
    readonly code: string,
    readonly reason: 'unknown-currency' | 'unavailable' | 'timeout' | 'bad-response',
    detail?: string,
  ) {
    super(`Rate lookup for ${code} failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'RateLookupError';
  }
}
