/** A field a person can type in or choose from: hidden and disabled ones are skipped. */
const USABLE_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The first field a person can use inside `root`: where a dialog holding a form opens, and where the keyboard
 * goes after a screen is swapped under it (Sign In's email after signing out). Null when it has none.
 */
export function firstUsableField(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(USABLE_FIELD) ?? null;
}
