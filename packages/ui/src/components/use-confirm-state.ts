import { useState } from 'react';

/**
 * The open and busy state of a ConfirmDialog whose action closes it when done, however that ends. `run`
 * keeps the dialog busy (no second click, no closing) while the action is on its way.
 */
export function useConfirmState() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown> | void) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return { dialog: { open, onOpenChange: setOpen, busy }, run };
}
