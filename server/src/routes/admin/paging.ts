import type { Context } from 'hono';
import { badRequest } from '../../http/errors';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** `?page` (from 1) and `?limit` (default 50) of the staff lists; the total travels in X-Total-Count. */
export function pageOf(c: Context): { page: number; limit: number; offset: number } {
  const page = Number(c.req.query('page') ?? '1');
  const limit = Number(c.req.query('limit') ?? String(DEFAULT_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1) throw badRequest('page must be a whole number from 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { page, limit, offset: (page - 1) * limit };
}
