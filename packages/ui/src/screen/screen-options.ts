/**
 * The board's options, from its address (`/screen?interval=12&featured=EUR,USD&staleAfter=300`) so each
 * branch TV or kiosk can be set up without a build. Bad values fall back to the defaults: a typo in a URL
 * must never blank the display.
 */
export interface ScreenOptions {
  /** Seconds each page stays up when the currencies do not fit on one. */
  intervalSeconds: number;
  /** Codes shown first, in this order. */
  featured: string[];
  /** Seconds without contact with the server before the stale warning shows. */
  staleAfterSeconds: number;
}

export const DEFAULT_FEATURED = ['EUR', 'USD', 'TRY', 'AED', 'JPY', 'CHF', 'AUD', 'CAD', 'THB', 'INR'];

export const DEFAULT_SCREEN_OPTIONS: ScreenOptions = {
  intervalSeconds: 12,
  featured: DEFAULT_FEATURED,
  staleAfterSeconds: 300,
};

function seconds(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

export function parseScreenOptions(search: string | URLSearchParams): ScreenOptions {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const featuredRaw = q.get('featured');
  const featured =
    featuredRaw === null
      ? DEFAULT_FEATURED
      : [
          ...new Set(
            featuredRaw
              .split(',')
              .map((c) => c.trim().toUpperCase())
              .filter((c) => /^[A-Z]{3}$/.test(c)),
          ),
        ];
  return {
    intervalSeconds: seconds(q.get('interval'), 3, 600, DEFAULT_SCREEN_OPTIONS.intervalSeconds),
    featured,
    staleAfterSeconds: seconds(q.get('staleAfter'), 1, 86_400, DEFAULT_SCREEN_OPTIONS.staleAfterSeconds),
  };
}
