import type { Context } from 'hono';
import { badRequest } from '../../http/errors';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Far past any real list, and small enough that (page - 1) * limit stays a valid SQL OFFSET. */
export const MAX_PAGE = 1_000_000;

/** Plain decimal digits only: Number() would also take "1e21", "0x10" or " 2 ". */
const wholeNumber = (text: string): number => (/^\d{1,9}$/.test(text) ? Number(text) : NaN);

/** `?page` (from 1) and `?limit` (default 50) of the staff lists; the total travels in X-Total-Count. */
export function pageOf(c: Context): { page: number; limit: number; offset: number } {
  const page = wholeNumber(c.req.query('page') ?? '1');
  const limit = wholeNumber(c.req.query('limit') ?? String(DEFAULT_PAGE_SIZE));
  if (!(page >= 1 && page <= MAX_PAGE)) throw badRequest(`page must be a whole number from 1 to ${MAX_PAGE}`);
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  return { page, limit, offset: (page - 1) * limit };
}
