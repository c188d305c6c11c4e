import type { Context } from 'hono';
import { clientIp } from '../http/client-ip';
import { clientKey } from '../http/client-key';
import { ApiError } from '../http/errors';
import type { RefusalLog } from '../http/guard/refusal-log';

/** How long a refused client is asked to wait before trying a stream again; it polls meanwhile. */
export const STREAM_RETRY_AFTER_S = 30;

export interface SlotLimits {
  /** Streams per client address. */
  perAddress: number;
  /** Streams on this instance in all. */
  total: number;
}

export type SlotRefusal = 'address' | 'total';

/**
 * The places for live streams on one instance (GET /events and /track/events share them): a handful per
 * client address, so one address cannot take every place (issue 27: 2,000 streams from one address in
 * 1.8 s left none for anyone else), and a total kept below the connection cap.
 */
export interface StreamSlots {
  /** A place for a stream from `address`, with its release, or why there is none. */
  enter(address: string): { release: () => void } | { refused: SlotRefusal; open: number };
  readonly open: number;
  openFrom(address: string): number;
}

export function createStreamSlots(limits: SlotLimits): StreamSlots {
  const perAddress = new Map<string, number>();
  let open = 0;
  return {
    enter(address) {
      const mine = perAddress.get(address) ?? 0;
      if (open >= limits.total) return { refused: 'total', open };
      if (mine >= limits.perAddress) return { refused: 'address', open: mine };
      open++;
      perAddress.set(address, mine + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          open--;
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        },
      };
    },
    get open() {
      return open;
    },
    openFrom: (address) => perAddress.get(address) ?? 0,
  };
}

/** The places a stream is taken from, their limits, and where refusals are logged (the app's live hub). */
export interface SlotSource {
  readonly slots: StreamSlots;
  readonly limits: SlotLimits;
  readonly refusals: RefusalLog;
}

/**
 * Takes a stream place for the calling request, or throws the 503 every refused stream gets: the app's error
 * envelope, `Retry-After`, and a message saying what to poll instead (`pollHint`), which is what the pages
 * do on an error (the board polls GET /currency, the tracking page re-asks POST /track). A refusal starts one
 * log line a minute, not one per request.
 */
export function takeStreamSlot(
  c: Context,
  trustProxy: boolean,
  { slots, limits, refusals }: SlotSource,
  pollHint: string,
): () => void {
  const address = clientKey(clientIp(c, trustProxy));
  const taken = slots.enter(address);
  if ('release' in taken) return taken.release;
  refusals.note(
    taken.refused === 'address' ? 'per-address live stream cap reached' : 'live stream cap reached',
    {
      address,
      open: taken.open,
      cap: taken.refused === 'address' ? limits.perAddress : limits.total,
    },
  );
  throw new ApiError(503, 'too_many_listeners', `Too many live connections; ${pollHint}`, undefined, {
    'retry-after': String(STREAM_RETRY_AFTER_S),
  });
}
