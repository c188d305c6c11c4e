import { Dec } from './decimal';

/**
 * Whether a market rate from the exchange-rate service may be stored (issue 14.4): a positive, finite number
 * that the `numeric(18,6)` rate column holds without losing it (at least 0.000001, below 10^12), and within
 * `maxMovePercent` of the last stored rate. A provider answering EUR=1000 or AUD=1e-7 is a broken or hostile
 * answer, not a market move; staff decide (the dashboard can accept a rate explicitly).
 */
export type RateRejectionReason = 'not-a-rate' | 'too-small' | 'too-large' | 'moved';

export type RateVerdict =
  { ok: true } | { ok: false; reason: RateRejectionReason; movePercent: string | null };

/** The largest value numeric(18,6) holds. */
export const MAX_STORED_RATE = '999999999999.999999';
/** The smallest positive value at 6 decimals. */
export const MIN_STORED_RATE = '0.000001';

export function checkMarketRate(rate: string, lastRate: string | null, maxMovePercent: number): RateVerdict {
  let value: Dec;
  try {
    value = new Dec(rate.trim());
  } catch {
    return { ok: false, reason: 'not-a-rate', movePercent: null };
  }
  if (!value.isFinite() || value.isNaN() || value.lte(0))
    return { ok: false, reason: 'not-a-rate', movePercent: null };
  if (value.toDecimalPlaces(6).lt(MIN_STORED_RATE))
    return { ok: false, reason: 'too-small', movePercent: null };
  if (value.gt(MAX_STORED_RATE)) return { ok: false, reason: 'too-large', movePercent: null };
  if (lastRate === null) return { ok: true };
  const last = new Dec(lastRate);
  if (!last.gt(0)) return { ok: true };
  const move = value.div(last).minus(1).times(100);
  if (move.abs().lte(maxMovePercent)) return { ok: true };
  return { ok: false, reason: 'moved', movePercent: move.toDecimalPlaces(1).toFixed(1) };
}

/** Whether two rate texts are the same number ("1000" and "1000.000000"). */
export function sameRate(a: string, b: string): boolean {
  try {
    return new Dec(a.trim()).eq(new Dec(b.trim()));
  } catch {
    return false;
  }
}

/** Why a rate was not stored, in a sentence staff can act on. */
export function describeRateRejection(r: {
  code: string;
  rate: string;
  lastRate: string | null;
  reason: RateRejectionReason;
  movePercent: string | null;
}): string {
  switch (r.reason) {
    case 'not-a-rate':
      return `The exchange-rate service answered ${r.code} = ${r.rate}, which is not a usable rate; the last rate is kept.`;
    case 'too-small':
      return `The exchange-rate service answered ${r.code} = ${r.rate}, which rounds to 0 at 6 decimals; the last rate is kept.`;
    case 'too-large':
      return `The exchange-rate service answered ${r.code} = ${r.rate}, too large to store; the last rate is kept.`;
    case 'moved': {
      const sign = r.movePercent && !r.movePercent.startsWith('-') ? '+' : '';
      return `The exchange-rate service answered ${r.code} = ${r.rate}, ${sign}${r.movePercent}% from the last rate ${r.lastRate ?? ''}; it is not used until an Admin accepts it.`;
    }
  }
}

/** Why the service counts as down, in words ("timed out after 5000 ms"). */
export function describeOutage(
  reason: 'timeout' | 'unreachable' | 'server-error' | 'bad-response' | null,
  detail: string | null,
): string {
  switch (reason) {
    case 'timeout':
      return `it did not answer within ${detail ?? 'the time-out'}`;
    case 'server-error':
      return `it answered with an error${detail ? ` (${detail})` : ''}`;
    case 'bad-response':
      return 'its answers could not be read';
    default:
      return 'there is no answer from it';
  }
}

/** The outage sentence of live mode's status: what staff see on the Currency screen and in its toast. */
export function liveModeOutageText(
  reason: 'timeout' | 'unreachable' | 'server-error' | 'bad-response' | null,
  detail: string | null,
  since: string,
): string {
  return `Live mode cannot reach the exchange-rate service since ${since}: ${describeOutage(reason, detail)}. The board is showing the last rates.`;
}
