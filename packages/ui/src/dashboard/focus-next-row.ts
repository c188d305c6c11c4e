const ROWS = 'tr[data-order-id]';
const CONTROL = 'button:not([disabled]), a[href]';
const ACTION = '.dash-actions button:not([disabled]), .dash-actions a[href]';
/** An order's details page: its own action bar (Accept, Complete, Delete, Print…). */
const DETAIL_ACTIONS = '.dash-detail__actions button:not([disabled])';

/**
 * Keeps the keyboard where the work is (issue 29: after Accept focus fell to the body, 296 Tabs from
 * Complete). Call before an action on an order; call what it returns once the screen has refreshed.
 *
 * - On a table row: focus goes to the same action (`pressed`, its label: Complete after Complete) of the row now
 *   in that place of the same list (the next order), else to that row's first action; else the list's last
 *   row, else the first row on the screen with a control.
 * - On an order's details (no row): focus goes to the order's next action (Accept became Complete), else to
 *   the screen's heading.
 * - Else (a delete that left the details for the list, an emptied list): to <main>.
 *
 * The target is scrolled to the middle, clear of the toasts.
 */
export function rememberRow(orderId: string, pressed?: string): () => void {
  const row = document.querySelector<HTMLElement>(`${ROWS}[data-order-id="${CSS.escape(orderId)}"]`);
  const scope = row ? (row.closest<HTMLElement>('[data-focus-scope]') ?? row.closest('main')) : null;
  const index = row && scope ? [...scope.querySelectorAll(ROWS)].indexOf(row) : -1;
  const controls = row ? [...row.querySelectorAll(CONTROL)] : [...document.querySelectorAll(DETAIL_ACTIONS)];
  const onDetails = !row && controls.length > 0;
  // The screen has redrawn once the row or one of its buttons is gone (a done action always removes the
  // button pressed); a screen that is slower than this still gets focus put back, a second later.
  const redrawn = () => (row !== null && !row.isConnected) || controls.some((c) => !c.isConnected);

  const nextInList = (main: HTMLElement | null) => {
    const rows = scope?.isConnected ? [...scope.querySelectorAll<HTMLElement>(ROWS)] : [];
    const inPlace = rows[Math.min(index, rows.length - 1)];
    const next =
      inPlace ?? [...(main?.querySelectorAll<HTMLElement>(ROWS) ?? [])].find((r) => r.querySelector(CONTROL));
    // The row's own actions first (Complete, View), not the phone link before them; the one just used first.
    const actions = [...(next?.querySelectorAll<HTMLElement>(ACTION) ?? [])];
    const same = actions.find((el) => el.textContent?.trim() === pressed);
    return same ?? actions[0] ?? next?.querySelector<HTMLElement>(CONTROL);
  };
  // Still on the details (not a delete that went back to the list, whose heading takes no focus).
  const nextOnDetails = () =>
    document.querySelector('.dash-detail')
      ? (document.querySelector<HTMLElement>(DETAIL_ACTIONS) ??
        document.getElementById('dash-screen-heading'))
      : null;

  const focusNext = () => {
    const main = document.querySelector<HTMLElement>('main');
    const target = (row ? nextInList(main) : onDetails ? nextOnDetails() : null) ?? main;
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  };
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
    requestAnimationFrame(settle);
  };
}
