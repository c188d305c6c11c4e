import {
  trackCancelResultSchema,
  trackedOrderSchema,
  type TrackCancelResult,
  type TrackRequest,
  type TrackedOrder,
} from '@tm/core/schemas';
import { apiBase, apiFetch } from './client';

/** One lookup of POST /api/track: the order, or an ApiError (the same 404 for any miss). */
export function fetchTrackedOrder(query: TrackRequest): Promise<TrackedOrder> {
  return apiFetch('/track', { method: 'POST', body: query, schema: trackedOrderSchema });
}

/** POST /api/track/cancel: a Pending order becomes Cancelled; an ApiError (404, 409 saying why) otherwise. */
export function cancelTrackedOrder(query: TrackRequest): Promise<TrackCancelResult> {
  return apiFetch('/track/cancel', { method: 'POST', body: query, schema: trackCancelResultSchema });
}

/** Where the tracking page follows its order live (GET /api/track/events), with the token tracking gave. */
export function trackEventsUrl(orderId: string, watchToken: string): string {
  const query = new URLSearchParams({ order: orderId, token: watchToken });
  return `${apiBase()}/track/events?${query.toString()}`;
}
