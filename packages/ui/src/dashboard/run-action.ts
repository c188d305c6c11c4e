import { toast } from 'sonner';
import { errorText } from './error-text';
import { reportIfSignedOut } from './session-lost';

/**
 * Runs a confirmed staff action: on success shows the spec's message and refreshes the list it changed; on
 * failure shows the server's message (the spec leaves failures unhandled; we do not) and still refreshes, so
 * the screen never shows a row in a state the server no longer holds.
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
    toast.error(errorText(err));
    await refresh();
    return false;
  }
  if (typeof success === 'string') toast.success(success);
  else toast.success(success.title, { description: success.text });
  await refresh();
  return true;
}
