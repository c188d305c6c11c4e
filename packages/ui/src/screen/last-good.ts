import type { BoardRow } from './board-rows';

/**
 * The last rows the board showed, kept outside React so the error boundary can keep showing them if the
 * board itself fails to render. A wall display never goes blank.
 */
let rows: BoardRow[] = [];
let updated: string | null = null;

export function rememberRows(next: BoardRow[], updatedAt: string | null): void {
  if (next.length > 0) {
    rows = next;
    updated = updatedAt;
  }
}

export function lastGoodRows(): { rows: BoardRow[]; updatedAt: string | null } {
  return { rows, updatedAt: updated };
}
