import { apiBase } from '../api/client';

/** What the server tells the staff screens: an order and its new status, or (null) "re-read everything". */
export interface StaffOrderEvent {
  Order_Id: string | null;
  Status: string | null;
}

type Listener = (event: StaffOrderEvent) => void;

/** How often a screen re-reads when the stream cannot run (kiosk bearer sessions, too many streams). */
export const POLL_MS = 2000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let poll: ReturnType<typeof setInterval> | undefined;

const tell = (event: StaffOrderEvent) => [...listeners].forEach((cb) => cb(event));

/**
 * Re-reading every POLL_MS is the fallback when the stream is refused for good (EventSource.CLOSED: a 401 for a
 * bearer-token session, a 503): still within the 2 s the screens promise, at one call per screen.
 */
function startPolling() {
  source?.close();
  source = null;
  poll ??= setInterval(() => tell({ Order_Id: null, Status: null }), POLL_MS);
}

function open() {
  if (typeof EventSource === 'undefined') {
    startPolling();
    return;
  }
  source = new EventSource(`${apiBase()}/staffEvents`, { withCredentials: true });
  source.addEventListener('order', (e) => {
    try {
      tell(JSON.parse((e as MessageEvent<string>).data) as StaffOrderEvent);
    } catch {
      // A garbled message is no reason to stop listening; the next one re-reads.
    }
  });
  source.onerror = () => {
    // The browser reconnects by itself unless it gave up (CLOSED).
    if (source?.readyState === EventSource.CLOSED) startPolling();
  };
}

function close() {
  source?.close();
  source = null;
  clearInterval(poll);
  poll = undefined;
}

/**
 * Listens to every order's changes through one stream shared by all the dashboard's screens (GET /staffEvents),
 * open while anyone listens. Returns the unsubscribe.
 */
export function onStaffEvent(cb: Listener): () => void {
  listeners.add(cb);
  if (listeners.size === 1) open();
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) close();
  };
}
