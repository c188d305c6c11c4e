import { useState } from 'react';

/** Whether an action is on its way, and a runner that says so for as long as the action runs. */
export function useBusy() {
  const [busy, setBusy] = useState(false);

  async function whileBusy(action: () => Promise<unknown> | void) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return [busy, whileBusy] as const;
}

/** What a dialog's action answers to stay open: a form whose input was refused shows why beside what was typed. */
export const STAY_OPEN = Symbol('stay open');

/**
 * The open and busy state of a ConfirmDialog whose action closes it when done, however that ends, unless the
 * action answers STAY_OPEN. `run` keeps the dialog busy (no second click, no closing) while the action is on its way.
 */
export function useConfirmState() {
  const [open, setOpen] = useState(false);
  const [busy, whileBusy] = useBusy();

  async function run(action: () => Promise<unknown> | void) {
    let outcome: unknown;
    try {
      await whileBusy(async () => {
        outcome = await action();
      });
    } finally {
      if (outcome !== STAY_OPEN) setOpen(false);
    }
  }

  return { dialog: { open, onOpenChange: setOpen, busy }, run };
}
