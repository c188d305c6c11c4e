import { toast } from 'sonner';
import { actionErrorText, isInputRefusal } from './error-text';
import { reportIfSignedOut } from './session-lost';

/**
 * Runs a confirmed staff action: on success shows the spec's message and refreshes the list it changed; on
 * failure shows what happened and that nothing was changed (a stale row's 409 names who changed the order and
 * when) and still refreshes, so the screen never shows a row in a state the server no longer holds. From a form
 * dialog (`inForm`), a refusal of the input is thrown on: the dialog says it beside what was typed (useDialogForm).
 */
export async function runAction(
  action: () => Promise<unknown>,
  success: string | { title: string; text: string },
  refresh: () => Promise<void>,
  { inForm = false }: { inForm?: boolean } = {},
): Promise<boolean> {
  try {
    await action();
  } catch (err) {
    if (inForm && isInputRefusal(err)) throw err;
    reportIfSignedOut(err);
    toast.error(actionErrorText(err));
    await refresh();
    return false;
  }
  if (typeof success === 'string') toast.success(success);
  else toast.success(success.title, { description: success.text });
  await refresh();
  return true;
}
