import type { ReactNode } from 'react';
import { TableHead } from './TableHead';

interface CardTableProps {
  /** Read out by screen readers only: the heading above the table already says it on screen. */
  caption?: string;
  columns: readonly ReactNode[];
  /** The rows: each cell carries its column's name in `data-label` for the phone's card layout. */
  children: ReactNode;
  testId?: string;
  /**
   * Names the box the table scrolls in on a narrow desk, and makes the box take focus: a keyboard must be able
   * to scroll it (axe: scrollable-region-focusable).
   */
  scrollRegion?: string;
}

/**
 * A table in a card that, on a phone, turns each row into a card of label/value pairs (`table--stack`), so
 * nothing scrolls off screen.
 */
export function CardTable({ caption, columns, children, testId, scrollRegion }: CardTableProps) {
  return (
    <div
      className="table-wrap table-wrap--card"
      tabIndex={scrollRegion ? 0 : undefined}
      role={scrollRegion ? 'region' : undefined}
      aria-label={scrollRegion}
    >
      <table className="table table--stack" data-testid={testId}>
        {caption === undefined ? null : <caption className="visually-hidden">{caption}</caption>}
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
