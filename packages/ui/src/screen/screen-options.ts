/**
 * The board's options, from its address (`/screen?interval=9&rows=10&columns=2&featured=EUR,USD&staleAfter=300`)
 * so each branch TV or kiosk can be set up without a build. Bad values fall back to the defaults: a typo in a
 * URL must never blank the display.
 *
 * The defaults fit a viewer (issue 17): 20 rates a page (two columns of 10 on a landscape TV, one of 20 in
 * portrait) for 9 seconds — about half a second a row to find one's currency — so the 103 seeded currencies
 * take 6 pages and the whole cycle 54 s, under a minute. Rows stay about 7% of the screen's short side
 * (73 px on 1920×1080), with 37 px figures: readable from the back of the branch.
 */
export interface ScreenOptions {
  /** Seconds each page stays up when the currencies do not fit on one. */
  intervalSeconds: number;
  /** Rows in each column; null for the orientation's default (10 landscape, 20 portrait). */
  rowsPerColumn: number | null;
  /** Columns side by side; null for the orientation's default (2 landscape, 1 portrait). */
  columns: number | null;
  /** Codes shown first, in this order. */
  featured: string[];
  /** Seconds without contact with the server before the stale warning shows. */
  staleAfterSeconds: number;
}

export const DEFAULT_FEATURED = ['EUR', 'USD', 'TRY', 'AED', 'JPY', 'CHF', 'AUD', 'CAD', 'THB', 'INR'];

export const DEFAULT_SCREEN_OPTIONS: ScreenOptions = {
  intervalSeconds: 9,
  rowsPerColumn: null,
  columns: null,
  featured: DEFAULT_FEATURED,
  staleAfterSeconds: 300,
};

function numberIn<T>(raw: string | null, min: number, max: number, fallback: T, whole = false): number | T {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n)) ? n : fallback;
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
    intervalSeconds: numberIn(q.get('interval'), 3, 600, DEFAULT_SCREEN_OPTIONS.intervalSeconds),
    // More than 30 rows a column or 4 columns would make the text too small to read across a room.
    rowsPerColumn: numberIn(q.get('rows'), 4, 30, null, true),
    columns: numberIn(q.get('columns'), 1, 4, null, true),
    featured,
    staleAfterSeconds: numberIn(q.get('staleAfter'), 1, 86_400, DEFAULT_SCREEN_OPTIONS.staleAfterSeconds),
  };
}
