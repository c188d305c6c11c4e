import { useEffect, type RefObject } from 'react';

/**
 * Focuses a step's heading as the step appears, when the customer arrived at it from another step (issue 31.6):
 * after Next or Back focus was left on the body, so a screen reader said nothing and Tab started from the
 * top. Not on the page's first render, where focus belongs to the browser. Declared before a step's other
 * focus effects, so a field it must focus (a refusal) still wins.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, arrived: boolean): void {
  useEffect(() => {
    if (arrived) ref.current?.focus();
    // Only as the step mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
