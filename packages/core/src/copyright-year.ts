/** The branch's time zone, named here so this module stays a few bytes on every page's first screen. */
const LONDON_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });

/** The year both shells' footers put beside ©: the branch's (London) calendar year at that instant. */
export function copyrightYear(at: Date | number = Date.now()): number {
  return Number(LONDON_YEAR.format(at));
}
