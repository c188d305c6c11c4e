import { describeOutage, messages, type RateRejection, type ServiceOutageReason } from '@tm/core';
import { ApiError } from '../http/errors';
import { checkedLookup, type CheckedLookup, type CheckedLookupDeps } from './checked-lookup';

/** A rate found for `code`, or why there is none: 'Wrong currency tried' (spec) for a lookup that failed. */
export type FoundRate =
  { kind: 'usable'; rate: string } | { kind: 'moved'; rate: string; rejection: RateRejection };

function wrongCurrency(deps: CheckedLookupDeps, code: string, result: CheckedLookup): ApiError {
  if (result.kind === 'outage' || result.kind === 'unknown')
    deps.logger.info('rate lookup failed', { code, reason: result.error.reason });
  return new ApiError(422, 'wrong_currency', messages.wrongCurrency);
}

/**
 * Looks a market rate up through the server's provider and checks it against `lastRate` (core's
 * checkMarketRate). A failed lookup is the spec's 'Wrong currency tried' (422), or, where `outageAnswer` asks
 * for it (refreshing a rate staff already hold), a 503 that says the service cannot be reached. A rate that
 * cannot be stored at all is 422 `rate_unusable` with the reason; one that moved too far is returned with
 * its rejection, for the caller to refuse or let an Admin accept. Nothing is written here.
 */
export async function lookupRateOrFail(
  deps: CheckedLookupDeps,
  code: string,
  lastRate: string | null,
  options: { outageAnswer?: 'wrong-currency' | 'unavailable' } = {},
): Promise<FoundRate> {
  const result = await checkedLookup(deps, code, lastRate);
  if (result.kind === 'outage' && options.outageAnswer === 'unavailable') {
    const why = describeOutage(result.error.reason as ServiceOutageReason, result.error.detail ?? null);
    throw new ApiError(
      503,
      'rates_unavailable',
      `The exchange-rate service cannot be reached: ${why}. ${code} keeps its last rate.`,
    );
  }
  if (result.kind === 'outage' || result.kind === 'unknown') throw wrongCurrency(deps, code, result);
  if (result.kind === 'usable') return result;
  if (result.rejection.reason === 'moved')
    return { kind: 'moved', rate: result.rate, rejection: result.rejection };
  throw new ApiError(422, 'rate_unusable', result.rejection.message);
}
