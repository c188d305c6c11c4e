import { z } from 'zod';
import {
  contactMessageSchema,
  currencyListSchema,
  currencySchema,
  liveModeStatusSchema,
  orderListSchema,
  orderSchema,
  rateLookupSchema,
  userListSchema,
} from '@tm/core/schemas';
import type { AddCurrencyRequest, UpdateCurrencyRequest } from '@tm/core';
import { apiFetch } from '../api/client';

/**
 * Every admin call the dashboard makes, in one place, each validated by its @tm/core schema. Paths are the
 * spec's (§7) under /api, spelling included ('pendingToAceept').
 */

/** GET /api/stats (admin); the charts are beyond the spec, so the schema lives beside them. */
export const statsSchema = z.object({
  Pending: z.number(),
  Accepted: z.number(),
  Completed: z.number(),
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  volumeByWay: z.object({ buy: z.union([z.string(), z.number()]), sell: z.union([z.string(), z.number()]) }),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * GET/PUT /liveMode: core's status, read leniently (only `on` is required) so the screen still works against
 * a server that reports less.
 */
export const liveModeSchema = liveModeStatusSchema.partial().extend({ on: z.boolean() });
export type LiveModeState = z.infer<typeof liveModeSchema>;

export type OrderGroup = 'allOrders' | 'PendingOrder' | 'AcceptedOrder' | 'completedOrder';

const enc = encodeURIComponent;

/**
 * A DELETE with an empty JSON body. Chromium sends a bodiless DELETE without Content-Length, which the server's
 * body rules (server/src/http/body.ts) mistake for a non-JSON body and refuse with 415; an explicit `{}` is
 * valid either way and keeps staff deletes working.
 */
const DELETE = { method: 'DELETE', body: {} } as const;

export const dashboardApi = {
  stats: () => apiFetch('/stats', { schema: statsSchema }),
  orders: (group: OrderGroup, page: number, limit: number, search = '') =>
    apiFetch(
      `/${group}?${new URLSearchParams({ page: String(page), limit: String(limit), ...(search ? { q: search } : {}) })}`,
      {
        schema: orderListSchema,
      },
    ),
  order: (id: string) => apiFetch(`/details/${enc(id)}`, { schema: orderSchema }),
  accept: (id: string) => apiFetch(`/pendingToAceept/${enc(id)}`, { method: 'POST' }),
  complete: (id: string) => apiFetch(`/acceptedToCompleted/${enc(id)}`, { method: 'PUT' }),
  deleteOrder: (id: string) => apiFetch(`/deleteOrder/${enc(id)}`, DELETE),

  currencies: () => apiFetch('/currency', { schema: currencyListSchema }),
  currency: (code: string) => apiFetch(`/singleCurrency/${enc(code)}`, { schema: currencySchema }),
  rateLookup: (code: string) => apiFetch(`/rateLookup/${enc(code)}`, { schema: rateLookupSchema }),
  addCurrency: (body: AddCurrencyRequest) => apiFetch('/AddCurrency', { method: 'POST', body }),
  updateCurrency: (code: string, body: UpdateCurrencyRequest) =>
    apiFetch(`/updateCurrency/${enc(code)}`, { method: 'PUT', body }),
  /** Saves the service's rate; `acceptRate` accepts one that moved further than the server allows. */
  refreshCurrencyPrice: (code: string, acceptRate?: string) =>
    apiFetch(`/UpdateCurrencyPrice/${enc(code)}`, {
      method: 'PUT',
      body: acceptRate === undefined ? {} : { acceptRate },
    }),
  deleteCurrency: (code: string) => apiFetch(`/currencyDelete/${enc(code)}`, DELETE),
  liveMode: () => apiFetch('/liveMode', { schema: liveModeSchema }),
  setLiveMode: (on: boolean) =>
    apiFetch('/liveMode', { method: 'PUT', body: { on }, schema: liveModeSchema }),

  users: (page: number, limit: number) =>
    apiFetch(`/allusers?page=${page}&limit=${limit}`, { schema: userListSchema }),
  makeAdmin: (email: string) => apiFetch(`/updateUser/${enc(email)}`, { method: 'PUT' }),

  contactMessages: () => apiFetch('/contactMessages', { schema: z.array(contactMessageSchema) }),
};
