/**
 * An Intl.DateTimeFormat built on its first use rather than when its module loads. A page's first Intl object
 * loads the browser's locale data: a task of ~20 ms (~80 ms on a phone) that the PWA's start-up evaluates core's
 * modules without needing (apps/pwa/test/no-intl-at-load.test.ts). Built once, then reused: building one costs
 * far more than using it.
 */
export function dateFormatOnFirstUse(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
