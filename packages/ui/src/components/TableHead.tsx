import type { ReactNode } from 'react';

/**
 * A table's column headings, in order, each a `scope="col"` header so a screen reader names the column of
 * every cell it reads. A heading may be markup (a visually hidden name for an actions column).
 */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          // By position: a heading may be markup rather than text, and a table's columns keep their order.
          <th key={i} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
