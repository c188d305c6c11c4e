const ROWS = 'tr[data-order-id]';
const CONTROL = 'button:not([disabled]), a[href]';
const ACTION = '.dash-actions button:not([disabled]), .dash-actions a[href]';

/**
 * Keeps the keyboard where the work is (issue 29: after Accept focus fell to the body, 296 Tabs from
 * Complete). Call before an action on a table row; call what it returns once the list has refreshed: focus goes
 * to the first action of the row now in that place of the same list (the next order), else of the list's
 * last row, else of the first row on the screen with a control, else to <main>. The row is scrolled to the
 * middle, clear of the toasts. Outside a table (an order's details) it does nothing.
 */
export function rememberRow(orderId: string): () => void {
  const row = document.querySelector<HTMLElement>(`${ROWS}[data-order-id="${CSS.escape(orderId)}"]`);
  if (!row) return () => {};
  const scope = row.closest<HTMLElement>('[data-focus-scope]') ?? row.closest('main');
  const index = scope ? [...scope.querySelectorAll(ROWS)].indexOf(row) : -1;
  const controls = [...row.querySelectorAll(CONTROL)];
  // The screen has redrawn once the row or one of its buttons is gone (a done action always removes the
  // button pressed); a screen that is slower than this still gets focus put back, a second later.
  const redrawn = () => !row.isConnected || controls.some((c) => !c.isConnected);
  return () => {
    let frames = 0;
    const settle = () => {
      if (!redrawn() && ++frames < 60) {
        requestAnimationFrame(settle);
        return;
      }
      // After the dialog's own focus return, which Radix runs in a timeout of its unmount.
      setTimeout(() => setTimeout(focusNext, 0), 0);
    };
    const focusNext = () => {
      const main = document.querySelector<HTMLElement>('main');
      const rows = scope?.isConnected ? [...scope.querySelectorAll<HTMLElement>(ROWS)] : [];
      const inPlace = rows[Math.min(index, rows.length - 1)];
      const anyRow = [...(main?.querySelectorAll<HTMLElement>(ROWS) ?? [])].find((r) =>
        r.querySelector(CONTROL),
      );
      const next = inPlace ?? anyRow;
      // The row's own actions first (Complete, View), not the phone link before them.
      const target =
        next?.querySelector<HTMLElement>(ACTION) ?? next?.querySelector<HTMLElement>(CONTROL) ?? main;
      target?.focus();
      target?.scrollIntoView?.({ block: 'center' });
    };
    requestAnimationFrame(settle);
  };
}
