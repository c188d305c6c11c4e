import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { currencies, rateHistory } from './schema';
import type { Db } from './types';

/** How far back the sample history goes, and how often it has a point. */
export const SAMPLE_HISTORY_DAYS = 90;
const STEP_HOURS = 12;

/** A small seeded generator (mulberry32): the same code always walks the same way. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (code: string) =>
  [...code].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);

/** Fixed-point units of the walk: 12 decimal places, so 6-dp rates and steps multiply without loss. */
const SCALE = 10n ** 12n;
const MICRO = 10n ** 6n;

/** A decimal text ("1.165000", "190") in units of 10^-12; throws on anything else. */
function toUnits(text: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,12}))?$/.exec(text);
  if (!m) throw new RangeError(`sample rate not a plain decimal: ${text}`);
  return BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(12, '0'));
}

/** Units of 10^-12 rounded half up to 6 decimal places, as text. */
function sixPlaces(units: bigint): string {
  const micro = (units + MICRO / 2n) / MICRO;
  return `${micro / MICRO}.${String(micro % MICRO).padStart(6, '0')}`;
}

/**
 * A plausible past for one sample rate: a random walk backwards from today's rate, a step every 12 hours of
 * at most ±0.35%, held within 4% of today's rate. Newest first, the first one `rate` itself. The factors are
 * made as 6-dp text and applied in integer fixed point (12 places, each product cut to them), so no rate
 * passes through a float; decimal.js did the same ~10 times slower, a visible part of a first start's CPU.
 */
export function sampleWalk(code: string, rate: string, points: number): string[] {
  const next = generator(seedOf(code));
  const today = toUnits(rate);
  const out = [today];
  let current = today;
  for (let i = 1; i < points; i++) {
    // A step of at most ±0.0035 as millionths, from its 6-dp text ("-0.001234" -> -1234).
    const step = BigInt(((next() - 0.5) * 0.007).toFixed(6).replace('.', ''));
    let moved = (current * (MICRO + step)) / MICRO;
    // More than 4% away from today's rate: step the other way instead.
    const away = moved > today ? moved - today : today - moved;
    if (away * 25n > today) moved = (current * (MICRO - step)) / MICRO;
    current = moved;
    out.push(current);
  }
  return out.map(sixPlaces);
}

/**
 * Gives every currency still on its sample rate a 90-day sample history (source 'sample'), ending at `now` on
 * the sample rate itself, so the rate charts have something to show on a machine with no rate service. Run at
 * start only while the bundled sample provider is in use; a currency that already has sample history, or a
 * real rate, is left alone, so starting twice writes nothing more. Every point says it is sample data.
 * Returns how many currencies got one.
 */
export async function seedSampleHistory(
  db: Db,
  now: Date,
  options: {
    /**
     * This process owns the database alone and as its superuser (embedded PGlite: the data folder's lock
     * keeps every other process out). Then the rows skip their foreign-key checks: each point's code was just
     * read from `currencies` in this transaction, nothing else can delete one meanwhile, and the ~18,600
     * per-row look-ups were half of the insert (on PGlite ~400 → ~230 ms of a first start). Never on
     * PostgreSQL, where other instances write beside this one and the role may not be a superuser.
     */
    ownsDatabase?: boolean;
  } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const samples = await tx
      .select({
        code: currencies.code,
        rate: currencies.rate,
        sellMargin: currencies.sellMargin,
        buyMargin: currencies.buyMargin,
      })
      .from(currencies)
      .where(and(eq(currencies.sample, true), isNull(currencies.deletedAt)));
    if (samples.length === 0) return 0;
    const done = await tx
      .selectDistinct({ code: rateHistory.code })
      .from(rateHistory)
      .where(
        and(
          eq(rateHistory.source, 'sample'),
          inArray(
            rateHistory.code,
            samples.map((s) => s.code),
          ),
        ),
      );
    const skip = new Set(done.map((d) => d.code));
    const todo = samples.filter((s) => !skip.has(s.code));
    const points = (SAMPLE_HISTORY_DAYS * 24) / STEP_HOURS + 1;
    if (todo.length === 0) return 0;
    // The rows as five parallel arrays in one statement, each point's time from its index: no JSON for the
    // database to parse and no per-row parameters. Before, ~18,600 rows as JSON (jsonb_to_recordset, in
    // chunks of 2,000) took ~510 ms of a first start on PGlite, and through drizzle's insert builder longer;
    // as arrays ~370 ms (COPY ~350 ms, but PGlite and postgres.js would each need their own path).
    const columns = { code: [] as string[], rate: [] as string[], sell: [] as string[], buy: [] as string[] };
    const age: number[] = [];
    for (const c of todo) {
      sampleWalk(c.code, c.rate, points).forEach((rate, i) => {
        columns.code.push(c.code);
        columns.rate.push(rate);
        columns.sell.push(c.sellMargin);
        columns.buy.push(c.buyMargin);
        age.push(i);
      });
    }
    // The seed's own row (the sample rate on SAMPLE_RATES_DATE) would sit inside the walk at today's rate, a
    // one-day spike on every chart: the walk ends on that rate at `now`, and replaces it.
    await tx.delete(rateHistory).where(
      and(
        eq(rateHistory.source, 'seed'),
        inArray(
          rateHistory.code,
          todo.map((c) => c.code),
        ),
      ),
    );
    const array = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
    // Triggers, the foreign-key checks among them, off until this transaction ends (SET LOCAL).
    if (options.ownsDatabase) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into ${rateHistory} (code, rate, sell_margin, buy_margin, source, recorded_at)
      select r.code, r.rate, r.sell_margin, r.buy_margin, 'sample',
             ${now.toISOString()}::timestamptz - r.age * ${sql.raw(`interval '${STEP_HOURS} hours'`)}
        from unnest(${array(columns.code)}::text[], ${array(columns.rate)}::numeric[],
                    ${array(columns.sell)}::numeric[], ${array(columns.buy)}::numeric[], ${array(age)}::int[])
          as r(code, rate, sell_margin, buy_margin, age)`);
    return todo.length;
  });
}
