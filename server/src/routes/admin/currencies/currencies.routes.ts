import { z } from '@hono/zod-openapi';
import {
  addCurrencyRequestSchema,
  currencyChangeResultSchema,
  currencyCode,
  currencyDeletedSchema,
  rateLookupSchema,
  updateCurrencyPriceRequestSchema,
  updateCurrencyRequestSchema,
} from '@tm/core';
import { adminRoute, json, jsonBody } from '../../openapi';

/** The back office's currency calls (spec §7), for managers: what each takes and answers, as /api/docs shows. */
const TAG = 'currencies (staff)';
const byCode = z.object({ code: currencyCode });
const byValue = z.object({ value: currencyCode });

export const rateLookup = adminRoute(TAG, 'get', '/rateLookup/{code}', {
  capability: 'currencies.manage',
  summary:
    "The market rate from the rate service (the Check button); 422 'Wrong currency tried'. A rate that moved too far from the last one is answered with `rejected` (why it would not be stored); nothing is written.",
  request: { params: byCode },
  responses: { 200: json(rateLookupSchema, 'The rate') },
});

export const addCurrency = adminRoute(TAG, 'post', '/AddCurrency', {
  capability: 'currencies.manage',
  summary:
    "Add a currency; the server looks the rate up (a sent Rate is ignored). Existing: 409; unknown: 422 'Wrong currency tried'.",
  request: { body: jsonBody(addCurrencyRequestSchema) },
  responses: { 201: json(currencyChangeResultSchema, 'Added') },
});

export const updateCurrency = adminRoute(TAG, 'put', '/updateCurrency/{code}', {
  capability: 'currencies.manage',
  summary: 'Change label and margins.',
  request: { params: byCode, body: jsonBody(updateCurrencyRequestSchema) },
  responses: { 200: json(currencyChangeResultSchema, 'Updated') },
});

export const updatePrice = adminRoute(TAG, 'put', '/UpdateCurrencyPrice/{value}', {
  capability: 'currencies.manage',
  summary:
    'Save the market rate looked up by the server (a sent Rate is ignored); existing codes only. A rate that moved too far (RATE_MAX_MOVE_PERCENT) is refused with 422 `rate_rejected` unless `acceptRate` names exactly that rate (409 `rate_changed` if the service now answers another); 503 `rates_unavailable` while the service cannot be reached.',
  request: {
    params: byValue,
    body: { ...jsonBody(updateCurrencyPriceRequestSchema), required: false },
  },
  responses: { 200: json(currencyChangeResultSchema, 'Updated') },
});

export const deleteCurrency = adminRoute(TAG, 'delete', '/currencyDelete/{value}', {
  capability: 'currencies.manage',
  summary: 'Remove a currency from the list (its rate history is kept).',
  request: { params: byValue },
  responses: { 200: json(currencyDeletedSchema, 'Deleted') },
});
