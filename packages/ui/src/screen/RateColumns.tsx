import type { CSSProperties } from 'react';
import type { BoardRow } from './board-rows';
import { FlagBadge } from './FlagBadge';
import { PRICE_COLUMNS } from '@tm/core/messages-first-screen';
import type { Way } from '@tm/core/ways';
import { screenText } from './screen-text';

/**
 * Long rates (IQD 1858.1800, UZS 16905.0000, LBP 126988.0000) step down in size so every figure stays whole
 * inside its column; short ones keep the full size.
 */
const numClass = (kind: string, value: string) => {
  const tier = value.length <= 8 ? '' : value.length >= 11 ? ' wb-len-11' : ` wb-len-${value.length}`;
  return `wb-num ${kind}${tier}`;
};

/** Each way's cell: the board's row names its prices by the bureau's side (Click & Collect's rate is We Sell). */
const CELL: Record<Way, { field: 'weSell' | 'weBuy'; kind: string }> = {
  buy: { field: 'weSell', kind: 'wb-sell' },
  sell: { field: 'weBuy', kind: 'wb-buy' },
};

/**
 * One page of rates, split into `columns` tables side by side (two on a landscape TV, one in portrait). Every
 * size in a row scales with `--wb-row`, the row height the layout gives.
 */
export function RateColumns({
  rows,
  columns,
  rowsPerColumn,
  rowVmin,
}: {
  rows: BoardRow[];
  columns: number;
  rowsPerColumn: number;
  rowVmin: number;
}) {
  const groups: BoardRow[][] = [];
  for (let i = 0; i < columns; i++) groups.push(rows.slice(i * rowsPerColumn, (i + 1) * rowsPerColumn));
  return (
    <div
      className="wb-columns"
      style={
        {
          gridTemplateColumns: `repeat(${columns}, 1fr)`,
          '--wb-row': `${rowVmin}vmin`,
        } as CSSProperties
      }
    >
      {groups.map((group, i) => (
        <table
          className="wb-table"
          key={i}
          style={{ visibility: group.length === 0 && i > 0 ? 'hidden' : undefined }}
        >
          <thead>
            <tr>
              <th scope="col" className="wb-th-currency">
                {screenText.currency}
              </th>
              {PRICE_COLUMNS.map(({ way, label }) => (
                <th scope="col" className="wb-num" key={way}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.map((row) => (
              <tr key={row.code} data-code={row.code}>
                <th scope="row" className="wb-currency">
                  <FlagBadge flag={row.flag} code={row.code} />
                  <span className="wb-names">
                    <span className="wb-code">{row.code}</span>
                    <span className="wb-country">{row.country}</span>
                  </span>
                </th>
                {PRICE_COLUMNS.map(({ way }) => (
                  <td className={numClass(CELL[way].kind, row[CELL[way].field])} key={way}>
                    {row[CELL[way].field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
