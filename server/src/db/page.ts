/** Which rows of a list to read: SQL's limit and offset (from a page number and size). */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** One page of a list, and how many rows the whole list has. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** Runs a page's query and its count together. */
export async function readPage<Row>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<Array<{ n: number }>>,
): Promise<Page<Row>> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** The same page with each row turned into what the caller shows. */
export const mapPage = <Row, Shown>(page: Page<Row>, show: (row: Row) => Shown): Page<Shown> => ({
  rows: page.rows.map(show),
  total: page.total,
});
