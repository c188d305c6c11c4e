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

/** The element met first reading the page (document order), whatever order `elements` come in; null if none. */
export function firstInPageOrder(elements: readonly HTMLElement[]): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const el of elements)
    if (!first || first.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) first = el;
  return first;
}
