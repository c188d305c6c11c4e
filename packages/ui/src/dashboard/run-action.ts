import { toast } from 'sonner';
import { actionErrorText } from './error-text';
import { reportIfSignedOut } from './session-lost';

/**
 * Runs a confirmed staff action: on success shows the spec's message and refreshes the list it changed; on
 * failure shows what happened and that nothing was changed (a stale row's 409 names who changed the order and
 * when) and still refreshes, so the screen never shows a row in a state the server no longer holds.
 */
export async function runAction(
  action: () => Promise<unknown>,
  success: string | { title: string; text: string },
  refresh: () => Promise<void>,
): Promise<boolean> {
  try {
    await action();
  } catch (err) {
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
