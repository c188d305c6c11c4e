import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import type { Capability } from '@tm/core';
import type { Page } from '../../db/page';
import { adminRoute, json } from '../openapi';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Far past any real list, and small enough that (page - 1) * limit stays a valid SQL OFFSET. */
export const MAX_PAGE = 1_000_000;

/** Plain decimal digits only (Number() would also take "1e21", "0x10" or " 2 "), from 1 to `max`. */
const wholeNumber = (name: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const n = text === undefined ? fallback : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
      if (n >= 1 && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 1 to ${max}` });
      return z.NEVER;
    });

/** `?page` (from 1) and `?limit` (default 50) of the staff lists; `pageQuery` turns them into SQL terms. */
export const pageFields = {
  page: wholeNumber('page', MAX_PAGE, 1).describe('Page number from 1 (default 1)'),
  limit: wholeNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).describe(
    `Page size, 1-${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`,
  ),
};

/** The page as the SQL limit and offset, with any other fields of the query as they are. */
export const toSqlPage = <T extends { page: number; limit: number }>({ page, limit, ...rest }: T) => ({
  ...rest,
  limit,
  offset: (page - 1) * limit,
});

export const pageQuery = z.object(pageFields).transform(toSqlPage);

/** A page of a staff list: the rows, and the number across all pages in X-Total-Count. */
export const pageOf = <S extends ZodType>(schema: S, description: string) => ({
  ...json(schema, description),
  headers: z.object({ 'X-Total-Count': z.string().describe('The number of rows across all pages') }),
});

type ListQuery = NonNullable<NonNullable<RouteConfig['request']>['query']>;

export interface StaffList<Q extends ListQuery, S extends ZodType> {
  capability: Capability;
  summary: string;
  /** The list's own filters beside `pageFields` (then `toSqlPage`); a list with none is paged by `pageQuery`. */
  query?: Q;
  /** `pageOf` the list's row schema. */
  rows: ReturnType<typeof pageOf<S>>;
}

/** A staff list's GET, read a page at a time; its handler answers with `pageRows`. */
export const staffListRoute = <P extends string, S extends ZodType, Q extends ListQuery = typeof pageQuery>(
  tag: string,
  path: P,
  { capability, summary, query, rows }: StaffList<Q, S>,
) =>
  adminRoute(tag, 'get', path, {
    capability,
    summary,
    // Q is `typeof pageQuery` whenever `query` is left out (its default), so the fallback has Q's type.
    request: { query: query ?? (pageQuery as unknown as Q) },
    responses: { 200: rows },
  });

/**
 * A page of a staff list as the API answers it: its rows, with how many there are across all pages in
 * X-Total-Count. Staff lists hold personal data, so the answer is never cached.
 */
export function pageRows<Row>(c: Context, page: Page<Row>): Row[] {
  c.header('X-Total-Count', String(page.total));
  c.header('Cache-Control', 'no-store');
  return page.rows;
}
