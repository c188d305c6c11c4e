/**
 * How honest a rate is (issue 31.8): the one rule the pages (Home, Exchange Rates, the calculator, the purchase
 * form, the /screen board) and the server's order path apply to a currency's rate. No Intl here: Home loads
 * it on its first screen, and the caller formats the date in its own way (London time either way: the pages'
 * formatWhen, the server's formatBranchTime).
 *
 * - `sample`: a bundled sample rate (the sample provider is in use, or the seeded rate was never replaced).
 *   Every page says "Sample rates — not for trading". The age rule does not apply: a sample rate is a
 *   demonstration whatever its date, and says so (docs/customer-policy.md "Rate age").
 * - `fresh`: set within the last RATES_OLD_AFTER_HOURS: "Rates updated …".
 * - `old`: older than a day, still traded: "Rates last updated …", so nobody takes it for today's.
 * - `too-old`: older than RATES_MAX_AGE_HOURS: the server takes no order on it, and the form says so first.
 */

/** After this many hours a rate is no longer "today's", and the customer is told when it was set. */
export const RATES_OLD_AFTER_HOURS = 24;

/**
 * RATES_MAX_AGE_HOURS unset: 48 hours. Live mode re-confirms every rate each minute, so only a broken rate
 * service or a branch updating by hand gets near it; by hand once each opening morning, the longest gap is
 * Saturday morning to Monday morning (the branch is closed on Sunday), 48 hours. Past two days the market
 * can have moved more than the margins cover, so the branch would be selling below cost or buying above it.
 */
export const DEFAULT_RATES_MAX_AGE_HOURS = 48;

export type RateStanding = 'sample' | 'fresh' | 'old' | 'too-old';

/** What the rule reads of a currency (the API's `updatedAt` and `sample`). */
export interface RateFacts {
  updatedAt: string;
  sample: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The standing of one currency's rate at `now`; `maxAgeHours` null (not known yet) never says too-old. */
export function rateStanding(rate: RateFacts, now: Date | number, maxAgeHours: number | null): RateStanding {
  if (rate.sample) return 'sample';
  const set = Date.parse(rate.updatedAt);
  // A rate with no readable date has no age to trust.
  if (Number.isNaN(set)) return maxAgeHours === null ? 'old' : 'too-old';
  const ageMs = new Date(now).getTime() - set;
  if (maxAgeHours !== null && ageMs > maxAgeHours * HOUR_MS) return 'too-old';
  return ageMs > RATES_OLD_AFTER_HOURS * HOUR_MS ? 'old' : 'fresh';
}

/**
 * The standing of a page of rates: sample when any rate shown is a sample (the sample provider makes them
 * all so), else that of the newest rate, with its date (what "Rates updated" has always named).
 */
export function listStanding(
  rates: readonly RateFacts[],
  now: Date | number,
  maxAgeHours: number | null,
): { standing: RateStanding; changedAt: string } | null {
  let newest: RateFacts | null = null;
  for (const r of rates) {
    if (r.sample) return { standing: 'sample', changedAt: r.updatedAt };
    if (newest === null || r.updatedAt > newest.updatedAt) newest = r;
  }
  if (newest === null) return null;
  return { standing: rateStanding(newest, now, maxAgeHours), changedAt: newest.updatedAt };
}

/** The words each standing shows; `when` is the date as the caller formats it. */
export const rateAgeTexts = {
  sample: 'Sample rates — not for trading',
  /** The words before the date (a page puts the date in a <time>). */
  lead: (standing: RateStanding) => (standing === 'fresh' ? 'Rates updated' : 'Rates last updated'),
} as const;

/**
 * The server's 422 and the form's refusal: what happened, why, and what to do. Apart from `rateAgeTexts`,
 * which Home's first screen carries (its JS budget is full).
 */
export const rateTooOldText = (code: string, when: string, maxAgeHours: number) =>
  `We cannot take orders for ${code} right now: its rate was last updated ${when}, more than ` +
  `${maxAgeHours} hours ago. Please try again later or call the branch.`;

/** The line shown with rates for a standing ("Rates last updated 1 Nov 2026, 09:00"). */
export function rateAgeLine(standing: RateStanding, when: string): string {
  return standing === 'sample' ? rateAgeTexts.sample : `${rateAgeTexts.lead(standing)} ${when}`;
}
