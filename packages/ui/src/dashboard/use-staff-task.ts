import { toast } from 'sonner';
import { useBusy } from '../components/use-confirm-state';
import { errorText } from './error-text';

/**
 * A task a staff button starts (a download, a switch): busy while it runs, so the button can refuse a second
 * click, and a failure said in a toast in words staff can act on rather than lost.
 */
export function useStaffTask() {
  const [busy, whileBusy] = useBusy();
  const attempt = (task: () => Promise<unknown>) =>
    whileBusy(async () => {
      try {
        await task();
      } catch (err) {
        toast.error(errorText(err));
      }
    });
  return [busy, attempt] as const;
}
