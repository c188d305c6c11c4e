import { trackedOrderSchema, type TrackRequest, type TrackedOrder } from '@tm/core/schemas';
import { apiFetch } from './client';

/** One lookup of POST /api/track: the order, or an ApiError (the same 404 for any miss). */
export function fetchTrackedOrder(query: TrackRequest): Promise<TrackedOrder> {
  return apiFetch('/track', { method: 'POST', body: query, schema: trackedOrderSchema });
}
