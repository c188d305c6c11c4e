import { BASE_CURRENCY } from '@tm/core/constants';
import { formatMoney, formatRate } from '@tm/core/money';
import { labels } from '@tm/core/messages';
import type { OrderLineRequest } from '@tm/core';

const columns = labels.purchase.columns;

/** A line as stored in the outbox: a confirmed order line, or a quote whose receive side may be missing. */
type Line = Pick<
  OrderLineRequest,
  'currencyTake' | 'currencyTakecurrent' | 'currencyMycurrent' | 'currencyMy' | 'Rate'
> & {
  Id?: string;
};

/** Currency / From / To / Rate, as on the purchase confirmation. */
export function OrderLinesTable({ lines, caption }: { lines: readonly Line[]; caption: string }) {
  return (
    <table className="my-orders__lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.currency}</th>
          <th scope="col">{columns.from}</th>
          <th scope="col">{columns.to}</th>
          <th scope="col">{columns.rate}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.Id ?? i}>
            <td>
              {line.currencyMycurrent === BASE_CURRENCY ? line.currencyTakecurrent : line.currencyMycurrent}
            </td>
            <td>{formatMoney(line.currencyTake, line.currencyTakecurrent)}</td>
            <td>{line.currencyMy ? formatMoney(line.currencyMy, line.currencyMycurrent) : '—'}</td>
            <td>{line.Rate ? formatRate(line.Rate) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
