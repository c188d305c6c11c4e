import {
  rateAlertActionResultSchema,
  rateAlertCreatedSchema,
  type RateAlertActionResult,
  type RateAlertRequest,
} from '@tm/core/schemas';
import { apiFetch } from './client';

/** POST /api/rateAlerts: 202 and a confirmation email, or an ApiError naming what is wrong. */
export function createRateAlert(request: RateAlertRequest): Promise<{ message: string }> {
  return apiFetch('/rateAlerts', { method: 'POST', body: request, schema: rateAlertCreatedSchema });
}

/** The button of a confirm or unsubscribe link's page: the POST that acts (opening the link never does). */
export function postAlertLink(
  action: 'confirm' | 'unsubscribe',
  token: string,
): Promise<RateAlertActionResult> {
  return apiFetch(`/rateAlerts/${action}`, {
    method: 'POST',
    body: { token },
    schema: rateAlertActionResultSchema,
  });
}
