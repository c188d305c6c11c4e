import type { OrderStatus, Way } from '@tm/core';

/** The pill (tokens' status colours) for an order's way and status, the same on every dashboard screen. */
export const WAY_PILL: Record<Way, string> = { buy: 'pill pill--info', sell: 'pill pill--sell' };

export const STATUS_PILL: Record<OrderStatus, string> = {
  Pending: 'pill pill--warn',
  Accepted: 'pill pill--info',
  Completed: 'pill pill--ok',
  Expired: 'pill',
  Cancelled: 'pill',
};

export const rolePill = (role: string) => (role === 'Admin' ? 'pill pill--strong' : 'pill');
