/** A page the build prerenders (apps/pwa/prerender.ts); where its file goes is @tm/core/prerendered-pages. */
export interface PrerenderedPage {
  /** e.g. '/exchangeRates', '/purchase/_/Order'. */
  path: string;
  /** The document title the page sets when it renders (usePageTitle), so the HTML has it from the start. */
  title: string;
  /**
   * The route's lazy module under packages/ui/src, without extension: its chunk's CSS and JS are linked from
   * the page's HTML, so the screen is styled at first paint and hydrates without waiting for its code.
   */
  module: string;
  /** Real paths the `_` segments stand for; the build checks they all render the same HTML. */
  samples?: string[];
}
