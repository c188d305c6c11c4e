import { toast } from 'sonner';
import { useBusy } from '../components/use-confirm-state';
import { errorText } from './error-text';
import { reportIfSignedOut } from './session-lost';

/**
 * A task a staff button starts (a download, a switch): busy while it runs, so the button can refuse a second
 * click, and a failure said in a toast in words staff can act on rather than lost. A 401 also tells the
 * dashboard the session is gone, as every other dashboard call does (runAction, useRemote).
 */
export function useStaffTask() {
  const [busy, whileBusy] = useBusy();
  const attempt = (task: () => Promise<unknown>) =>
    whileBusy(async () => {
      try {
        await task();
      } catch (err) {
        reportIfSignedOut(err);
        toast.error(errorText(err));
      }
    });
  return [busy, attempt] as const;
}
