import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { toCsv } from './csv';

/** A CSV download's answer, for a route definition's `responses`. */
export const csvFileResponses = {
  200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
};

/**
 * Answers with `rows` as a CSV file the browser saves as `filename`. Every export holds customers' personal
 * data, so no cache may keep it.
 */
export function sendCsvFile(c: Context, filename: string, rows: Parameters<typeof toCsv>[0]): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(toCsv(rows), 200);
}
