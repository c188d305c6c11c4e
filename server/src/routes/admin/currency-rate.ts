import { messages } from '@tm/core';
import { ApiError } from '../../http/errors';
import { RateLookupError, type RateProvider } from '../../rates/provider';

/**
 * Looks a market rate up through the server's provider. Any lookup failure is the spec's 'Wrong currency
 * tried' (422) and nothing is written; the reason goes to the log only.
 */
export async function lookupRateOrFail(
  rates: RateProvider,
  code: string,
  log: (msg: string, fields: Record<string, unknown>) => void,
): Promise<string> {
  try {
    return await rates.lookup(code);
  } catch (error) {
    if (error instanceof RateLookupError) {
      log('rate lookup failed', { code, reason: error.reason });
      throw new ApiError(422, 'wrong_currency', messages.wrongCurrency);
    }
    throw error;
  }
}
