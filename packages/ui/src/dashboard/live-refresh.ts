import type { Currency } from '@tm/core';

/**
 * One live-mode pass: asks the server to fetch and save each currency's market rate, one row at a time so each
 * row's spinner shows while its own rate loads. Returns the messages of the rows that failed.
 */
export async function refreshEachRow(
  rows: Pick<Currency, 'value'>[],
  refresh: (code: string) => Promise<unknown>,
  onRow: (code: string, loading: boolean) => void,
  shouldStop: () => boolean,
  describe: (err: unknown) => string,
): Promise<string[]> {
  const failures: string[] = [];
  for (const row of rows) {
    if (shouldStop()) break;
    onRow(row.value, true);
    try {
      await refresh(row.value);
    } catch (err) {
      failures.push(`${row.value}: ${describe(err)}`);
    } finally {
      onRow(row.value, false);
    }
  }
  return failures;
}
