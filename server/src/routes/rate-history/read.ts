import { customerRate, type RateHistory } from '@tm/core';
import { rateHistoryStepHours, type RateHistoryDays } from '@tm/core/rate-history';
import type { RawQuery } from '../../db/raw';
import { trimMargin, trimRate } from '../../currencies/currency-mapper';

const HOUR_MS = 60 * 60 * 1000;

/**
 * One statement (prepared on PostgreSQL): the currency itself, then for every moment of the period's grid the
 * newest history row at or before it (an index probe each, so 90 days cost the same ~90 probes whether live
 * mode wrote ten rows or a hundred thousand), then the newest change since the grid's last moment. Rows written
 * before margins were recorded borrow the currency's own margins.
 */
const HISTORY_SQL = `
with cur as (
  select rate, sell_margin, buy_margin, sample from currencies where code = $1 and deleted_at is null
)
select 'currency' as kind, null::float8 as at_ms, rate::text, sell_margin::text, buy_margin::text, sample
  from cur
union all
select 'point', (extract(epoch from m.at) * 1000)::float8, h.rate::text,
       coalesce(h.sell_margin, cur.sell_margin)::text, coalesce(h.buy_margin, cur.buy_margin)::text,
       h.source in ('seed', 'sample')
  from cur
  cross join generate_series($2::timestamptz, $3::timestamptz, $4::interval) as m(at)
  cross join lateral (
    select rate, sell_margin, buy_margin, source from rate_history
     where code = $1 and recorded_at <= m.at order by recorded_at desc, id desc limit 1
  ) h
union all
select 'point', (extract(epoch from h.recorded_at) * 1000)::float8, h.rate::text,
       coalesce(h.sell_margin, cur.sell_margin)::text, coalesce(h.buy_margin, cur.buy_margin)::text,
       h.source in ('seed', 'sample')
  from cur
  cross join lateral (
    select rate, sell_margin, buy_margin, source, recorded_at from rate_history
     where code = $1 and recorded_at > $3::timestamptz and recorded_at <= $5::timestamptz
     order by recorded_at desc, id desc limit 1
  ) h
order by 2 nulls first`;

interface HistoryRow extends Record<string, unknown> {
  kind: 'currency' | 'point';
  at_ms: number | null;
  rate: string;
  sell_margin: string;
  buy_margin: string;
  sample: boolean;
}

/**
 * The grid of a period: moments on whole steps of UTC time (every 6 hours, or midnight), the last at or before
 * `now`. Whole steps keep the answer, and so its ETag, the same until the rate changes or the grid moves on.
 */
export function historyGrid(
  days: RateHistoryDays,
  now: Date,
): { first: Date; last: Date; stepHours: number } {
  const stepHours = rateHistoryStepHours(days);
  const stepMs = stepHours * HOUR_MS;
  const last = Math.floor(now.getTime() / stepMs) * stepMs;
  return { first: new Date(last - days * 24 * HOUR_MS), last: new Date(last), stepHours };
}

function point(atMs: number, row: HistoryRow) {
  const c = { Rate: trimRate(row.rate), Sell: trimMargin(row.sell_margin), Buy: trimMargin(row.buy_margin) };
  return {
    at: new Date(atMs).toISOString(),
    collect: customerRate(c, 'buy'),
    sell: customerRate(c, 'sell'),
    sample: row.sample,
  };
}

/**
 * A currency's customer rates over the last `days` (the same core formulas as today's prices, 4 dp), or null
 * for a code that is not on offer.
 */
export async function readRateHistory(
  raw: RawQuery,
  code: string,
  days: RateHistoryDays,
  now: Date,
): Promise<RateHistory | null> {
  const { first, last, stepHours } = historyGrid(days, now);
  const rows = await raw<HistoryRow>(HISTORY_SQL, [
    code,
    first.toISOString(),
    last.toISOString(),
    `${stepHours} hours`,
    now.toISOString(),
  ]);
  const [currency, ...history] = rows;
  if (!currency || currency.kind !== 'currency') return null;
  // A currency with no history at all (none recorded before it was first changed) shows as it is now.
  const points =
    history.length > 0 ? history.map((r) => point(r.at_ms!, r)) : [point(now.getTime(), currency)];
  return { value: code, days, sample: points.some((p) => p.sample), points };
}
