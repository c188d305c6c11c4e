import { useEffect, useRef } from 'react';
import { onStaffEvent, type StaffOrderEvent } from './staff-events';

/**
 * Re-reads a screen when any order changes (issue 29: screens must follow changes within 2 s). A burst of
 * changes costs one re-read: events within `settleMs` of each other are folded. `matters` can ignore events
 * that do not touch the screen (an order's details listen to their own order only).
 */
export function useLiveReload(
  reload: () => Promise<void>,
  matters: (event: StaffOrderEvent) => boolean = () => true,
  settleMs = 150,
): void {
  const latest = useRef({ reload, matters });
  useEffect(() => {
    latest.current = { reload, matters };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onStaffEvent((event) => {
      if (event.Order_Id !== null && !latest.current.matters(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current.reload(), settleMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [settleMs]);
}
