/** Built on the first call rather than when the module loads: a formatter costs far more to build than to use. */
let londonYear: Intl.DateTimeFormat | undefined;

/**
 * The year both shells' footers put beside ©: the branch's (London) calendar year at that instant. Its own
 * module, so the footer does not pull the wall clock's offset tables (london-clock.ts) into Home's first load.
 */
export function copyrightYear(at: Date | number = Date.now()): number {
  londonYear ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' });
  return Number(londonYear.format(at));
}
