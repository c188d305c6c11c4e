/**
 * The year both shells' footers put beside ©: the branch's (London) calendar year at that instant. London keeps
 * GMT (UTC+0) from October to March, so its year turns with UTC's: the UTC year is London's, with no Intl
 * formatter, whose first use on a page loads the locale data in a ~20 ms task (~80 ms on a phone) of Home's
 * start-up. Its own module, so the footer does not pull the wall clock (london-clock.ts) into Home's first load.
 */
export function copyrightYear(at: Date | number = Date.now()): number {
  return new Date(at).getUTCFullYear();
}
