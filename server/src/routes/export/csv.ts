/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled. A cell a spreadsheet would run as a formula (=, +, -,
 * @, tab or carriage return first: OWASP's CSV injection list) gets a leading apostrophe, so a customer's
 * "name" can never become a formula on the accountant's machine.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows to CSV text with CRLF line ends, as RFC 4180 and Excel expect. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
