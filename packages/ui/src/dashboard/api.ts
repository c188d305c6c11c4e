import {
  endOfDaySchema,
  tillDaySchema,
  amendRateSchema,
  branchListSchema,
  branchSchema,
  contactMessageListSchema,
  currencyListSchema,
  currencySchema,
  deletedOrderListSchema,
  suspiciousNoteListSchema,
  orderTimelineSchema,
  liveModeStatusSchema,
  orderListSchema,
  orderSchema,
  rateHistorySchema,
  rateLookupSchema,
  statsSchema,
  todaySchema,
  userListSchema,
} from '@tm/core/schemas';
import type {
  AddCurrencyRequest,
  TillCountRequest,
  TillSignOffRequest,
  AmendOrderRequest,
  BranchSettings,
  DeleteOrderRequest,
  IdRecordRequest,
  LiveModeStatus,
  OrderRequest,
  Role,
  SuspiciousNoteRequest,
  UpdateCurrencyRequest,
} from '@tm/core';
import { z } from 'zod';
import { apiFetch } from '../api/client';

/**
 * Every admin call the dashboard makes, in one place, each validated by the @tm/core schema the server's
 * route definition answers with. Paths are the spec's (§7) under /api, spelling included ('pendingToAceept').
 */

/** GET/PUT /liveMode: whether live mode is on and what it knows about the exchange-rate service. */
export type LiveModeState = LiveModeStatus;

export type OrderGroup = 'allOrders' | 'PendingOrder' | 'AcceptedOrder' | 'completedOrder';

const enc = encodeURIComponent;

const DELETE = { method: 'DELETE' } as const;

export const dashboardApi = {
  stats: () => apiFetch('/stats', { schema: statsSchema }),
  today: () => apiFetch('/today', { schema: todaySchema }),
  /** One page of an order list, and (through `onTotal`) how many orders match across all pages. */
  orders: (group: OrderGroup, page: number, limit: number, search = '', onTotal?: (total: number) => void) =>
    apiFetch(
      `/${group}?${new URLSearchParams({ page: String(page), limit: String(limit), ...(search ? { q: search } : {}) })}`,
      {
        schema: orderListSchema,
        onHeaders: (headers) => {
          const total = Number(headers.get('x-total-count'));
          if (headers.has('x-total-count') && Number.isInteger(total)) onTotal?.(total);
        },
      },
    ),
  order: (id: string) => apiFetch(`/details/${enc(id)}`, { schema: orderSchema }),
  orderTimeline: (id: string) => apiFetch(`/orderTimeline/${enc(id)}`, { schema: orderTimelineSchema }),
  accept: (id: string) => apiFetch(`/pendingToAceept/${enc(id)}`, { method: 'POST' }),
  /**
   * With `idRecord` when the order needs an ID check (its `cdd.required`), and the GBP total the screen showed
   * (`seenGbp`), so an amount a colleague has since amended is refused rather than handed over.
   */
  complete: (id: string, idRecord?: IdRecordRequest, seenGbp?: string) =>
    apiFetch(`/acceptedToCompleted/${enc(id)}${seenGbp ? `?seenGbp=${enc(seenGbp)}` : ''}`, {
      method: 'PUT',
      ...(idRecord ? { body: idRecord } : {}),
    }),
  /** Cancel by the branch: the reason is required (issue 29). */
  deleteOrder: (id: string, body: DeleteOrderRequest) =>
    apiFetch(`/deleteOrder/${enc(id)}`, { method: 'DELETE', body }),
  deletedOrders: (page: number, limit: number) =>
    apiFetch(`/deletedOrders?page=${page}&limit=${limit}`, { schema: deletedOrderListSchema }),
  raiseConcern: (body: SuspiciousNoteRequest) => apiFetch('/suspiciousNotes', { method: 'POST', body }),
  concerns: (page: number, limit: number) =>
    apiFetch(`/suspiciousNotes?page=${page}&limit=${limit}`, { schema: suspiciousNoteListSchema }),

  currencies: () => apiFetch('/currency', { schema: currencyListSchema }),
  currency: (code: string) => apiFetch(`/singleCurrency/${enc(code)}`, { schema: currencySchema }),
  rateHistory: (code: string, days: number) =>
    apiFetch(`/rateHistory/${enc(code)}?days=${days}`, { schema: rateHistorySchema }),
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
  liveMode: () => apiFetch('/liveMode', { schema: liveModeStatusSchema }),
  setLiveMode: (on: boolean) =>
    apiFetch('/liveMode', { method: 'PUT', body: { on }, schema: liveModeStatusSchema }),

  users: (page: number, limit: number) =>
    apiFetch(`/allusers?page=${page}&limit=${limit}`, { schema: userListSchema }),
  makeAdmin: (email: string) => apiFetch(`/updateUser/${enc(email)}`, { method: 'PUT' }),
  removeAdmin: (email: string) => apiFetch(`/removeAdmin/${enc(email)}`, { method: 'PUT' }),
  setRole: (email: string, role: Role) =>
    apiFetch(`/users/${enc(email)}/role`, { method: 'PUT', body: { role } }),

  /** Change an order's amounts (issue 30): repriced on the server; says which rate it used. */
  amendOrder: (id: string, body: AmendOrderRequest) =>
    apiFetch(`/amendOrder/${enc(id)}`, {
      method: 'PUT',
      body,
      schema: z.object({ order: orderSchema, rate: amendRateSchema }),
    }),
  /** A walk-in at the counter (issue 30): priced by the server, Accepted; the key makes a retry the same order. */
  walkIn: (body: OrderRequest, idempotencyKey: string) =>
    apiFetch('/walkInOrders', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': idempotencyKey },
      schema: orderSchema,
    }),
  /** The till and end of day (issue 30). */
  till: (day: string) => apiFetch(`/till?day=${enc(day)}`, { schema: tillDaySchema }),
  saveTill: (body: TillCountRequest) => apiFetch('/till', { method: 'PUT', body, schema: tillDaySchema }),
  signOffTill: (body: TillSignOffRequest) =>
    apiFetch('/till/signOff', { method: 'POST', body, schema: tillDaySchema }),
  endOfDay: (day: string) => apiFetch(`/endOfDay?day=${enc(day)}`, { schema: endOfDaySchema }),

  branches: () => apiFetch('/branches', { schema: branchListSchema }),
  /** Branch settings (issue 30, Admin): audited; used at once by every page and email. */
  saveBranch: (slug: string, body: BranchSettings) =>
    apiFetch(`/branches/${enc(slug)}`, { method: 'PUT', body, schema: branchSchema }),

  contactMessages: (status?: 'open' | 'handled') =>
    apiFetch(`/contactMessages${status ? `?status=${status}` : ''}`, { schema: contactMessageListSchema }),
  markMessageHandled: (id: string, handled: boolean, note?: string) =>
    apiFetch(`/contactMessages/${enc(id)}/handled`, {
      method: 'PUT',
      body: note ? { handled, note } : { handled },
    }),
};
