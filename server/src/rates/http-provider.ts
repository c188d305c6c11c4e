import { currencyCode } from '@tm/core';
import { RateLookupError, type RateProvider } from './provider';

export interface HttpRateProviderOptions {
  /** Base URL of the exchange-rate service, e.g. https://api.example.com/exchangerates_data. */
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The spec's exchange-rate service: GET {base}/convert?to=CODE&from=GBP&amount=1 with an `apikey` header,
 * reading `info.rate`. Every failure (network, timeout, HTTP error, no usable rate) is a RateLookupError,
 * which the API answers with 'Wrong currency tried', so a caller never writes a half-known rate. The error's
 * detail names the cause for logs and never carries the key.
 */
export function createHttpRateProvider(options: HttpRateProviderOptions): RateProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return {
    name: 'exchange-rate service',
    async lookup(code: string): Promise<string> {
      const parsedCode = currencyCode.safeParse(code);
      if (!parsedCode.success) throw new RateLookupError(code, 'unknown-currency', 'not a currency code');
      const url = new URL('convert', base);
      url.searchParams.set('to', parsedCode.data);
      url.searchParams.set('from', 'GBP');
      url.searchParams.set('amount', '1');
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { apikey: options.apiKey ?? '', accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new RateLookupError(
          parsedCode.data,
          timedOut ? 'timeout' : 'unreachable',
          timedOut ? `${timeoutMs} ms` : undefined,
        );
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        const unknown = res.status === 400 || res.status === 404 || res.status === 422;
        throw new RateLookupError(
          parsedCode.data,
          unknown ? 'unknown-currency' : 'server-error',
          `HTTP ${res.status}`,
        );
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new RateLookupError(parsedCode.data, 'bad-response', 'not JSON');
      }
      const rate = readRate(body);
      if (!rate) throw new RateLookupError(parsedCode.data, 'unknown-currency', 'no rate in the answer');
      return rate;
    },
  };
}

/** `info.rate` as a positive decimal string, or null. */
export function readRate(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const info = (body as { info?: unknown }).info;
  if (typeof info !== 'object' || info === null) return null;
  const rate = (info as { rate?: unknown }).rate;
  let text = '';
  if (typeof rate === 'number' && Number.isFinite(rate)) text = String(rate);
  else if (typeof rate === 'string') text = rate.trim();
  if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(text) || !(Number(text) > 0)) return null;
  // Plain decimals pass through untouched; exponent forms (tiny or huge JSON numbers) become 6 dp, the
  // precision rates are stored at; one that rounds to nothing is no usable rate.
  if (!/e/i.test(text)) return text;
  const fixed = Number(text).toFixed(6);
  return Number(fixed) > 0 ? fixed : null;
}
