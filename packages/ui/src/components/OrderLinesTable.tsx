import { formatMoney } from '@tm/core/money';
import { labels } from '@tm/core/labels';
import { ORDER_LINE_COLUMNS, orderLineRows, type DisplayLine } from '@tm/core/order-line-rows';
import { CardTable } from './CardTable';

const columns = labels.purchase.columns;

/**
 * Currency / From / To / Rate: an order's lines on the purchase confirmation, in My orders and in the
 * dashboard's order details (the emails use the same rows, core's `orderLineRows`). On a phone each line
 * becomes a card of label/value pairs.
 */
export function OrderLinesTable({ lines, caption }: { lines: readonly DisplayLine[]; caption: string }) {
  return (
    <CardTable caption={caption} columns={ORDER_LINE_COLUMNS.map((c) => columns[c])} testId="order-lines">
      {orderLineRows(lines, formatMoney).map((row) => (
        <tr key={row.key}>
          <th scope="row" data-label={columns.currency}>
            {row.currency}
          </th>
          <td data-label={columns.from}>{row.from}</td>
          <td data-label={columns.to}>{row.to}</td>
          <td data-label={columns.rate}>{row.rate}</td>
        </tr>
      ))}
    </CardTable>
  );
}
