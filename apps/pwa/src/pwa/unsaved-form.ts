/**
 * Forms the customer has typed into. React keeps an input's `defaultValue` in step with its value, so "changed
 * since render" cannot be read from the DOM; the input events themselves are the record.
 */
const touched = new Set<HTMLFormElement>();

export function trackFormInput(doc: Document = document): void {
  doc.addEventListener(
    'input',
    (e) => {
      const form = (e.target as Element | null)?.closest?.('form');
      if (form) touched.add(form);
    },
    true,
  );
  // A sent form is no longer half filled.
  doc.addEventListener('submit', (e) => touched.delete(e.target as HTMLFormElement), true);
}

/** True when a form the customer typed into is still on screen with something in it. */
export function hasUnsavedForm(): boolean {
  for (const form of [...touched]) {
    if (!form.isConnected) {
      touched.delete(form);
      continue;
    }
    const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), textarea',
    );
    if ([...fields].some((f) => f.value.trim() !== '')) return true;
  }
  return false;
}
